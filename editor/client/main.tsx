import { startEditor } from "./start.tsx";

// `npm run edit`: the editor alone, on this computer, with no login and none of the studio's pages.
startEditor();
