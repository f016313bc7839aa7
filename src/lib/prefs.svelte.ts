/** UI preferences for this tab (a later issue persists them with the saves). */
export const prefs = $state({ fast: false });
