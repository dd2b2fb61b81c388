// React and React DOM are CommonJS packages: the bundle wraps each in a function that runs the first
// time something imports it. This module asks for them at its top level, and vite.config.ts puts it in
// the react-dom chunk with them, so their code runs when that chunk is evaluated (one task of its
// own after the page has painted, scripts/lib/paint-first.ts), not inside the evaluation of the
// chunk that first uses them.
import "react";
import "react/jsx-runtime";
import "react-dom";
import "react-dom/client";
