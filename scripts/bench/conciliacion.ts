// npm run bench: reconciling a 5,000-line statement in Chromium: the time from choosing
// the file to its column mapping (read and parse), from "Vista previa" to the preview (match), and
// from "Aplicar" to its result (apply). 400 lines pay pending compras (20 clients), 1,000 carry a
// client's deposit reference, the rest are unknown or no deposit.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { asegurarReferencia } from '../../functions/src/clientes/referencia-deposito';
import { registrarCompraCliente } from '../../functions/src/compras/crear';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { AUTH_HOST, createUser, PASSWORD, PROJECT_ID } from '../../tests/support/emulators';
import { estadoCsv, type LineaCsv } from '../../tests/support/estado-csv';

const pesos = (c: number) => `${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;

async function estado(): Promise<{ texto: string; aplicables: number }> {
  const clientes = await Promise.all(Array.from({ length: 20 }, () => createUser('user', { cliente: true })));
  const lineas: LineaCsv[] = [];
  const t = randomUUID().slice(0, 6).toUpperCase();
  for (const [c, cliente] of clientes.entries()) {
    for (let i = 0; i < 20; i += 1) {
      const referencia = `SPEI ${t}${c}X${i}`;
      const monto = 10_000 + c * 100 + i;
      await registrarCompraCliente(
        { origen: 'cliente', id: randomUUID(), partidas: [], saldo: monto, metodoPago: 'transferencia', referencia },
        cliente.uid,
        cliente.email,
      );
      lineas.push({
        fecha: '05/03/2026',
        concepto: `TRANSF ${referencia}`,
        referencia: `B${t}${c}-${i}`,
        abono: pesos(monto),
      });
    }
  }
  const refs = await Promise.all(clientes.slice(0, 10).map((c) => asegurarReferencia(c.uid)));
  for (let i = 0; i < 1_000; i += 1) {
    lineas.push({
      fecha: '06/03/2026',
      concepto: `DEPOSITO ${refs[i % 10]}`,
      referencia: `D${t}${i}`,
      abono: pesos(20_000 + i),
    });
  }
  for (let i = 0; lineas.length < 5_000; i += 1) {
    lineas.push(
      i % 4
        ? { fecha: '07/03/2026', concepto: `PAGO VARIOS ${i}`, referencia: `X${t}${i}`, abono: pesos(5_000 + i) }
        : { fecha: '07/03/2026', concepto: 'COMISION', referencia: `C${t}${i}`, cargo: '10.00', abono: '' },
    );
  }
  return { texto: estadoCsv(lineas), aplicables: 1_400 };
}

export async function benchConciliacion(base: string): Promise<boolean> {
  const { texto, aplicables } = await estado();
  const admin = await createUser('admin');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // An admin signs in with its SMS code: the one the Auth emulator "sent" last (nobody else signs in now).
  const codigo = page.getByLabel('Código de verificación');
  await codigo.waitFor();
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: { code: string }[] };
  await codigo.fill(verificationCodes[verificationCodes.length - 1]?.code ?? '');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(/\/inicio$/);
  await page.goto(`${base}/compras`);
  await page.getByRole('button', { name: 'Conciliar depósitos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conciliar depósitos' });
  await dialog.getByLabel('Banco del estado de cuenta').click();
  await page.getByRole('option').first().click();
  const medir = async (hacer: () => Promise<void>, listo: () => Promise<void>) => {
    const inicio = Date.now();
    await hacer();
    await listo();
    return Date.now() - inicio;
  };
  const lectura = await medir(
    () =>
      dialog
        .getByLabel('Archivo del estado de cuenta')
        .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(texto) }),
    () => dialog.getByRole('button', { name: 'Vista previa' }).waitFor(),
  );
  const previa = await medir(
    () => dialog.getByRole('button', { name: 'Vista previa' }).click(),
    () => dialog.getByText(`5000 líneas; ${aplicables} se aplican.`).waitFor({ timeout: 300_000 }),
  );
  const aplicar = await medir(
    () => dialog.getByRole('button', { name: `Aplicar ${aplicables} depósitos` }).click(),
    () => dialog.getByText(/depósitos aplicados/).waitFor({ timeout: 1_800_000 }),
  );
  const resultado = await dialog.getByText(/depósitos aplicados/).innerText();
  await browser.close();
  console.log(
    `  Estado de cuenta de 5,000 líneas en Chromium: leerlo ${(lectura / 1000).toFixed(1)} s; vista previa ${(previa / 1000).toFixed(1)} s; aplicar ${aplicables} depósitos ${(aplicar / 1000).toFixed(1)} s (${resultado})`,
  );
  return resultado.startsWith(`${aplicables} depósitos aplicados`);
}
