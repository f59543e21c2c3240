import { expect, test } from './fixtures';
import { adminDb, createUser, PASSWORD } from '../tests/support/emulators';
import { login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';

// A reason for moving money says why, with at least 3 letters or digits: "🙂" alone is refused
// before anything moves; an emoji beside words is kept.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a ${viewport.width} px adjustment whose reason is "🙂" is refused under its field; with words it goes, emoji and all`, async ({
    page,
  }) => {
    const tienda = await nuevaTienda({ pesos: 100 });
    const admin = await createUser('admin');
    await login(page, admin.email, PASSWORD);
    await page.setViewportSize(viewport);
    await page.goto('/clientes');
    await page.getByLabel('Buscar por nombre, correo o teléfono').fill(tienda.negocio);
    await page.getByRole('button', { name: `Cuenta de ${tienda.negocio}` }).click();
    const cuenta = page.getByRole('dialog', { name: `Cuenta de ${tienda.negocio}` });
    await cuenta.getByRole('button', { name: 'Ajustar saldo' }).click();
    const ajuste = page.getByRole('dialog', { name: 'Ajustar saldo' });
    await ajuste.getByRole('textbox', { name: 'Monto (pesos)' }).fill('25');
    const motivo = ajuste.getByRole('textbox', { name: 'Motivo' });
    await motivo.fill('🙂');
    await ajuste.getByRole('button', { name: 'Aplicar' }).click();
    await expect(ajuste.getByText('El motivo debe decir por qué, con al menos 3 letras o números')).toBeVisible();
    await expect(motivo).toHaveAttribute('aria-invalid', 'true');
    await expectSinViolacionesGraves(page, `ajuste con un motivo vacío a ${viewport.width} px`);
    const movimientos = () => adminDb.collection('movimientos').where('clienteId', '==', tienda.uid).get();
    expect((await movimientos()).size).toBe(1);

    await motivo.fill('Bonificación de fin de mes 🙂');
    await ajuste.getByRole('button', { name: 'Aplicar' }).click();
    await expect(ajuste).toBeHidden();
    await expect(cuenta.getByTestId('cuenta-saldo')).toHaveText('$125.00');
    await expect(cuenta.getByText('Ajuste manual: Bonificación de fin de mes 🙂')).toBeVisible();
    expect((await movimientos()).size).toBe(2);
  });
}
