/**
 * The editor's rhythm (issue 48, decision 0067), for the browser and the server alike: a working copy is kept
 * after AUTOSAVE_QUIET_MS without typing and for WORKING_COPY_DAYS; an open editor says it is there every
 * PRESENCE_BEAT_SECONDS, and counts as gone after PRESENCE_SECONDS without a word.
 */
export const AUTOSAVE_QUIET_MS = 3_000;
export const WORKING_COPY_DAYS = 30;
export const PRESENCE_BEAT_SECONDS = 20;
export const PRESENCE_SECONDS = 60;
