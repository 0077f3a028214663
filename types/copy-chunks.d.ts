/** The files of each content module's chunk in the client build, by source path (scripts/lib/copy-chunks.ts). */
declare module "virtual:copy-chunks" {
  const chunks: Record<string, string[]>;
  export default chunks;
}
