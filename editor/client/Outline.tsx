import { createUsePuck, type Data } from "@puckeditor/core";
import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { declarations } from "../../src/generated/block-declarations.ts";
import type { Problem } from "./api.ts";
import { blockLabel, blockTypes } from "./config.tsx";
import { useEditorFacts } from "./context.ts";
import { IconButton } from "./IconButton.tsx";
import { sectionName, sectionTitle } from "./section-name.ts";

const usePuck = createUsePuck();
/** Puck's name for the page's list of sections. */
export const ZONE = "root:default-zone";

type Item = Data["content"][number];

const nameOf = (item: Item) => sectionName(item.type, item.props as Record<string, unknown>);

/**
 * A row's name on two lines, its title over its number and kind; read as one: "3. FAQ: Questions".
 */
function RowName({ index, item, hidden }: { index: number; item: Item; hidden: boolean }) {
  const title = sectionTitle(item.props as Record<string, unknown>);
  return (
    <span className="ed-section-text">
      <span className="ed-section-kind">
        {index + 1}. {blockLabel(item.type)}
        {title ? ":" : ""}
      </span>{" "}
      <span className="ed-section-title">
        {title}
        {hidden ? <span className="ed-section-hidden"> (hidden)</span> : null}
      </span>
    </span>
  );
}

/** How many problems each section has, by index (every problem in a section carries its index). */
function problemCounts(problems: Problem[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { section } of problems) if (section !== undefined) counts.set(section, (counts.get(section) ?? 0) + 1);
  return counts;
}

/**
 * The sections in file order, each with a button for every action (no action needs dragging):
 * select, move up, move down, hide or show, duplicate, delete. `onChoose`: a section was chosen by
 * its name (a narrow screen then shows its fields).
 */
export function Outline({ onChoose }: { onChoose?(): void }) {
  const content = usePuck((s) => s.appState.data.content);
  const selected = usePuck((s) => s.appState.ui.itemSelector?.index);
  const dispatch = usePuck((s) => s.dispatch);
  const counts = problemCounts(useEditorFacts().problems);
  const select = (index: number | null) =>
    dispatch({ type: "setUi", ui: { itemSelector: index === null ? null : { index, zone: ZONE } } });
  const [deleted, setDeleted] = useState<{ item: Item; index: number; name: string }>();
  const undoDelete = () => {
    if (!deleted) return;
    // Back in its place, with its own id: its fields and key order are as they were.
    dispatch({
      type: "setData",
      data: (previous) => ({ content: previous.content.toSpliced(deleted.index, 0, deleted.item) }),
    });
    select(Math.min(deleted.index, content.length));
    setDeleted(undefined);
  };
  const move = (from: number, to: number) => {
    dispatch({ type: "move", sourceIndex: from, sourceZone: ZONE, destinationIndex: to, destinationZone: ZONE });
    select(to);
  };
  return (
    <>
      <h2 id="sections-heading">Sections</h2>
      {deleted ? (
        <div role="status" className="ed-deleted">
          Deleted section {deleted.name}.{" "}
          <button type="button" onClick={undoDelete}>
            Undo
          </button>
        </div>
      ) : null}
      <ol className="ed-outline" aria-labelledby="sections-heading">
        {content.map((item, index) => {
          const hidden = (item.props as { hidden?: unknown }).hidden === true;
          const flagged = counts.get(index);
          const classes = [index === selected ? "ed-selected" : "", flagged ? "ed-flagged" : ""].filter(Boolean);
          return (
            <li key={String(item.props.id)} className={classes.join(" ") || undefined}>
              <button
                type="button"
                className="ed-section-name"
                aria-current={index === selected ? "true" : undefined}
                title={nameOf(item)}
                onClick={() => {
                  select(index);
                  onChoose?.();
                }}
              >
                <RowName index={index} item={item} hidden={hidden} />
                {flagged ? (
                  <span className="ed-flag">
                    {" "}
                    ({flagged} problem{flagged === 1 ? "" : "s"})
                  </span>
                ) : null}
              </button>
              <div className="ed-row-actions">
                <IconButton
                  label="Move up"
                  icon={ArrowUp}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <IconButton
                  label="Move down"
                  icon={ArrowDown}
                  disabled={index === content.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <IconButton
                  label={hidden ? "Show" : "Hide"}
                  tip={hidden ? "Show this section on the site" : "Hide this section on the site (kept in the page)"}
                  icon={hidden ? Eye : EyeOff}
                  onClick={() =>
                    dispatch({
                      type: "replace",
                      destinationIndex: index,
                      destinationZone: ZONE,
                      data: { ...item, props: { ...item.props, hidden: hidden ? undefined : true } },
                    })
                  }
                />
                <IconButton
                  label="Duplicate"
                  icon={Copy}
                  onClick={() => {
                    dispatch({ type: "duplicate", sourceIndex: index, sourceZone: ZONE });
                    // An anchor names one section: the copy has none until it is given its own.
                    dispatch({
                      type: "setData",
                      recordHistory: false,
                      data: (previous) => ({
                        content: previous.content.map((c, i) =>
                          i === index + 1 ? { ...c, props: { ...c.props, anchor: undefined } } : c,
                        ),
                      }),
                    });
                  }}
                />
                <IconButton
                  label="Delete"
                  icon={Trash2}
                  danger
                  disabled={content.length === 1}
                  onClick={() => {
                    dispatch({ type: "remove", index, zone: ZONE });
                    select(null);
                    setDeleted({ item, index, name: `${index + 1}. ${nameOf(item)}` });
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <AddSection at={selected === undefined ? content.length : selected + 1} />
    </>
  );
}

/** "Add section": every block by its title, grouped by category, inserted with its example content. */
function AddSection({ at }: { at: number }) {
  const [open, setOpen] = useState(false);
  const dispatch = usePuck((s) => s.dispatch);
  const byCategory = new Map<string, string[]>();
  for (const type of blockTypes) {
    const category = (declarations as Record<string, { category: string }>)[type]!.category;
    byCategory.set(category, [...(byCategory.get(category) ?? []), type]);
  }
  return (
    <div className="ed-add">
      <button
        type="button"
        className="ed-add-button"
        aria-expanded={open}
        aria-controls="add-section-list"
        onClick={() => setOpen(!open)}
      >
        <Plus aria-hidden="true" size={16} /> Add section
      </button>
      {open ? (
        <div id="add-section-list">
          {[...byCategory].map(([category, types]) => (
            <section key={category} aria-label={category}>
              <h3>{category}</h3>
              <ul>
                {types.map((type) => (
                  <li key={type}>
                    <button
                      type="button"
                      onClick={() => {
                        dispatch({ type: "insert", componentType: type, destinationIndex: at, destinationZone: ZONE });
                        dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ZONE } } });
                        setOpen(false);
                      }}
                    >
                      {blockLabel(type)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
