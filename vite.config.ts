import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentCheck } from "./scripts/lib/content-check-plugin.ts";

export default defineConfig({
  plugins: [contentCheck(), reactRouter()],
  server: { port: 5173 },
});
