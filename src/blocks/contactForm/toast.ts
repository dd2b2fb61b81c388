import type { ToastOptions } from "react-toastify/unstyled";

type Toaster = typeof import("./toaster.tsx");

let loading: Promise<Toaster> | null = null;

/**
 * Fetches the toast code (react-toastify and its stylesheet, about half of what the form's script was)
 * once. It is not part of the form's own chunk: nobody needs it until a message has been sent, and
 * on Home and Contact the form wakes with the page. The form asks for it as soon as the visitor
 * starts typing, so the toast is ready by the time they press Send. A failed fetch is forgotten,
 * so the next call tries again.
 */
export function loadToaster(): Promise<Toaster> {
  loading ??= import("./toaster.tsx").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let prefetched = false;

/**
 * Starts fetching the toast code, once per page: the form calls this on every keystroke, and a
 * visitor typing offline must not send a request per key.
 */
export function prefetchToaster(): void {
  if (prefetched) return;
  prefetched = true;
  loadToaster().catch(() => {});
}

/** A success toast, once its code is in. Rejects if that code cannot be fetched. */
export async function toastSuccess(message: string, options: ToastOptions): Promise<void> {
  const toaster = await loadToaster();
  toaster.showSuccess(message, options);
}
