// The CLABE (Clave Bancaria Estandarizada): 18 digits, the last a control digit over the first 17
// (Banxico's weights 3, 7, 1 repeated). Without zod: the client's Nueva compra shows it.

const PESOS = [3, 7, 1];

/** The control digit of the first 17 digits of a CLABE. */
export function digitoControlClabe(diecisiete: string): number {
  const suma = [...diecisiete].reduce((total, d, i) => total + ((Number(d) * PESOS[i % 3]) % 10), 0);
  return (10 - (suma % 10)) % 10;
}

/** Whether a CLABE has 18 digits and its control digit is right. */
export function clabeValida(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && digitoControlClabe(clabe.slice(0, 17)) === Number(clabe[17]);
}

/** "012 180 01234567890 1": bank, branch, account and control digit apart, as banks print it. */
export const formatClabe = (clabe: string) =>
  `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
