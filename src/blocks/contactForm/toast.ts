import { toast, type ToastOptions } from "react-toastify/unstyled";
import toastCss from "react-toastify/ReactToastify.css?inline";

export { ToastContainer } from "react-toastify/unstyled";

let styled = false;

/**
 * A success toast. react-toastify's own entry adds its stylesheet (custom properties on :root
 * among it) the moment its module loads, which on the home page is while the page hydrates: the
 * whole page restyled for a toast nobody has asked for. The stylesheet goes in with the first toast.
 */
export function toastSuccess(message: string, options: ToastOptions) {
  if (!styled) {
    const style = document.createElement("style");
    style.dataset.toastify = "";
    style.textContent = toastCss;
    document.head.append(style);
    styled = true;
  }
  toast.success(message, options);
}
