/** ANALYTICS=off turns the visit statistics off: nothing counted, nothing written, no dashboard. On by default. */
export function analyticsOn(env: NodeJS.ProcessEnv): boolean {
  return env.ANALYTICS?.trim().toLowerCase() !== "off";
}
