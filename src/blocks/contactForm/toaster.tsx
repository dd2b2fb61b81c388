import { createRoot } from "react-dom/client";
import { ToastContainer, toast, type ToastOptions } from "react-toastify/unstyled";
import toastCss from "react-toastify/ReactToastify.css?inline";

let mounted = false;

/**
 * Shows a success toast, setting up react-toastify (its stylesheet, and a container of its own at
 * the end of <body>) the first time. The container lives outside the page's React tree, so a
 * toast stays on screen while the visitor moves to another page, and no animated ancestor can trap
 * its fixed position. A toast raised before the container subscribes is queued by react-toastify
 * and shown as soon as it does.
 */
export function showSuccess(message: string, options: ToastOptions) {
  if (!mounted) {
    mounted = true;
    const style = document.createElement("style");
    style.dataset.toastify = "";
    style.textContent = toastCss;
    document.head.append(style);
    const host = document.createElement("div");
    host.dataset.toasts = "";
    document.body.append(host);
    createRoot(host).render(<ToastContainer position={options.position} autoClose={options.autoClose} />);
  }
  toast.success(message, options);
}
