/** Records which sources the current build was made from (npm start rebuilds when they change). */
import { writeStamp } from "./lib/build-stamp.ts";

writeStamp();
