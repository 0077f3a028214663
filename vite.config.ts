import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger chunks compress better and cost fewer requests: the framework is
// one chunk, app code shared by several pages another. Code used by one page or
// one lazily loaded section stays with it.
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@remix-run)[\\/]/,
      priority: 2,
    },
    { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // React Router preloads what a page needs; lazily loaded sections fetch their own few imports.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
