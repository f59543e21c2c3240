/** The business's name, as the sign-in card, the title and every ticket show it. */
export const NOMBRE_NEGOCIO = 'Recargas y Chips';
