/**
 * How the error thrown for content problems begins (the development server's error page looks for
 * it). A module of its own: the root route imports it into every page's JavaScript, and the problem
 * catalogue behind problems.ts is build-time code the browser does not need.
 */
export const CONTENT_PROBLEMS = "Content has problems";
