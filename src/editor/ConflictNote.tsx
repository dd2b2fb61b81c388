import { useState } from "react";

/** Save was refused because the file (a page, a content file) changed on disk: reload it, or see the lines that differ. */
export function ConflictNote({
  message,
  readDisk,
  mine,
  reload,
}: {
  message: string;
  /** The file's text on disk now. */
  readDisk(): Promise<string>;
  /** This editor's version of the file's content. */
  mine: unknown;
  reload(): void;
}) {
  const [texts, setTexts] = useState<{ disk: string; mine: string }>();
  const showDifference = async () => {
    setTexts({ disk: await readDisk(), mine: JSON.stringify(mine, null, 2) + "\n" });
  };
  return (
    <div role="alert" className="ed-conflict">
      <p>{message}</p>
      <button type="button" onClick={reload}>
        Reload from disk (drops your changes)
      </button>
      <button type="button" onClick={() => void showDifference()}>
        Show the difference
      </button>
      {texts ? <Difference disk={texts.disk} mine={texts.mine} /> : null}
    </div>
  );
}

/** The lines that differ between the file on disk and this editor's version. */
function Difference({ disk, mine }: { disk: string; mine: string }) {
  const a = disk.split("\n");
  const b = mine.split("\n");
  const onlyDisk = a.filter((l) => !b.includes(l));
  const onlyMine = b.filter((l) => !a.includes(l));
  return (
    <div className="ed-diff">
      <h2>On disk, not here</h2>
      <pre>{onlyDisk.join("\n") || "(nothing)"}</pre>
      <h2>Here, not on disk</h2>
      <pre>{onlyMine.join("\n") || "(nothing)"}</pre>
    </div>
  );
}
