import { storageKeys } from "#app/lib/storage.ts";

/**
 * Runs in the <head> of `/` before anything paints: sends the visitor to `/de`
 * when they chose German in the switcher, or, having chosen nothing, when the
 * browser's language is German. An explicit choice of English keeps them here.
 */
export const languageRedirectScript = `(function(){try{var c=localStorage.getItem(${JSON.stringify(
  storageKeys.languageChoice,
)});var de=c?c==="de":(navigator.language||"").toLowerCase().indexOf("de")===0;if(de)location.replace("/de"+location.search+location.hash)}catch(e){}})();`;
