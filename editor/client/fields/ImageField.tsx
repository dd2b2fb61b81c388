import { useEffect, useRef, useState, type DragEvent } from "react";
import { ApiError } from "../api.ts";
import { editorFetch, UNREACHABLE } from "../host.ts";
import type { FieldSpec, PropertySpec } from "./spec.ts";

type GroupSpec = Extract<FieldSpec, { kind: "group" }>;

/** What the upload answers (editor/server/images.ts). */
interface Uploaded {
  src: string;
  width: number;
  height: number;
}

/** The parts of an image the upload fills in, read from the stored file: never typed. */
const FROM_FILE = new Set(["width", "height"]);

/** An image ({ src, alt, width, height }, schema/defs.schema.json's "image") wherever the schema has one. */
export function isImageSpec(spec: FieldSpec): spec is GroupSpec {
  if (spec.kind !== "group") return false;
  const kinds = new Map(spec.fields.map((f) => [f.key, f.spec]));
  const src = kinds.get("src");
  return (
    src?.kind === "text" &&
    src.picker === "image" &&
    kinds.get("width")?.kind === "number" &&
    kinds.get("height")?.kind === "number" &&
    kinds.get("alt")?.kind === "text"
  );
}

/** A group's fields shown as inputs: an image's width and height are shown by ImageField instead. */
export function typedFields(spec: GroupSpec): PropertySpec[] {
  const image = isImageSpec(spec);
  return spec.fields.filter((f) => !image || !FROM_FILE.has(f.key));
}

async function send(file: File): Promise<Uploaded> {
  const res = await editorFetch(`image?name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: file,
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new ApiError(res.status, String(json.message ?? `The editor's server answered ${res.status}.`), json);
  return json as unknown as Uploaded;
}

type State = { kind: "idle" } | { kind: "busy"; name: string } | { kind: "failed"; message: string };

/**
 * The picture's size, read from its file, and "Upload image" (a file picker, or a file dropped
 * here): the upload fills in src, width and height together, so a replaced picture never keeps
 * the old one's size. Alt text is asked for in plain words while it is empty.
 */
export function ImageField({
  value,
  onChange,
  pointer,
}: {
  value: Record<string, unknown>;
  onChange(value: unknown): void;
  pointer: string;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [over, setOver] = useState(false);
  // The image as it is when the upload ends: alt text typed meanwhile is kept.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const id = `f${pointer.replace(/[^A-Za-z0-9]+/g, "-")}-upload`;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: "busy", name: file.name });
    try {
      const { src, width, height } = await send(file);
      onChange({ ...latest.current, src, width, height });
      setState({ kind: "idle" });
    } catch (error) {
      setState({
        kind: "failed",
        message: error instanceof ApiError ? error.message : `The picture could not be sent: ${UNREACHABLE}`,
      });
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void upload(e.dataTransfer.files[0]);
  };
  const { width, height, alt } = value;
  return (
    <div
      className={`ed-image${over ? " ed-image-over" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      {typeof alt !== "string" || !alt.trim() ? (
        <p className="ed-problems">
          Describe what the picture shows in the Alt box, for people who cannot see it (e.g. "Two developers reviewing a
          design on a laptop").
        </p>
      ) : null}
      <p className="ed-help">
        Size:{" "}
        {typeof width === "number" && typeof height === "number" ? `${width} × ${height} pixels` : "not known yet"}{" "}
        (read from the picture; upload another picture to change it)
      </p>
      <label className="ed-upload" htmlFor={id}>
        Upload image
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={state.kind === "busy"}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <p className="ed-help">PNG, JPEG or WebP, up to 15 MB; or drop the picture here.</p>
      {/* Announced, yet not a second role="status": that is the page's Save status. */}
      <p aria-live="polite" className="ed-help">
        {state.kind === "busy" ? `Uploading ${state.name}…` : ""}
      </p>
      {state.kind === "failed" ? (
        <p role="alert" className="ed-problems">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
