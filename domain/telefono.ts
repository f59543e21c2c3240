// A Mexican phone number as the product keeps and shows it, without zod: the screens that only
// show one (Inicio, the lists' cards) load nothing more. Stored and typed as its 10 digits; shown
// in one format everywhere, grouped as people read it aloud.

/** A 10-digit number as people read it: "55 1542 9165"; anything else (an old record) as it is. */
export const formatTelefono = (numero: string) =>
  /^\d{10}$/.test(numero) ? `${numero.slice(0, 2)} ${numero.slice(2, 6)} ${numero.slice(6)}` : numero;

/** What a phone field keeps of what is typed or pasted ("55 1542-9165"): its first 10 digits. */
export const soloDigitos = (text: string) => text.replace(/\D/g, '').slice(0, 10);
