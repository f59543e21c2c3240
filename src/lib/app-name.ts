/** The product's name, as the sign-in card and every page title show it (index.html repeats it for the first paint; a test holds them equal). */
export const APP_NAME = 'Recargas y Chips';
