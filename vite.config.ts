import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  define: {
    // The blog's demo login compares in the browser (SPEC), so the password is fixed at build time.
    "import.meta.env.BLOG_ADMIN_PASSWORD": JSON.stringify(process.env.BLOG_ADMIN_PASSWORD || "admin123"),
  },
});
