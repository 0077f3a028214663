// The plugin ships no types; the config only spreads its flat configs.
declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint";
  const plugin: { flatConfigs: Record<"recommended" | "strict", Linter.Config> };
  export default plugin;
}
