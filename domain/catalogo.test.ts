import { describe, expect, it } from 'vitest';
import { formatVigencia, margen, partesPaquete, productoSchema, proveedorSchema, vistaCatalogo } from './catalogo';

const producto = {
  nombre: 'Recarga Telcel $50',
  tipo: 'recarga',
  operador: 'Telcel',
  proveedorId: 'p1',
  sku: 'tel-rec-50',
  costo: '47.50',
  precio: '49',
  monto: '50',
  vigenciaDias: '',
  datosMb: '',
  minutos: '',
  redesSociales: false,
} as const;

const MONTO = 'Una recarga necesita su monto de tiempo aire';

const issues = (input: unknown) =>
  (productoSchema.safeParse(input).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('producto schema', () => {
  it('stores typed pesos as integer centavos and upper-cases the SKU', () => {
    const parsed = productoSchema.parse(producto);
    expect(parsed).toMatchObject({
      costo: 4750,
      precio: 4900,
      monto: 5000,
      sku: 'TEL-REC-50',
      vigenciaDias: undefined,
    });
  });

  it('refuses negative, malformed and missing amounts in Spanish', () => {
    expect(issues({ ...producto, precio: '-1' })).toContain('precio: El precio no puede ser negativo');
    expect(issues({ ...producto, costo: 'diez' })).toContain(
      'costo: El costo: escriba un importe en pesos, por ejemplo 25.50',
    );
    expect(issues({ ...producto, costo: '47,50' })).toContain('costo: Use punto para los decimales');
    expect(issues({ ...producto, monto: '0' })).toContain(`monto: ${MONTO}`);
    expect(issues({ ...producto, nombre: ' ' })).toContain('nombre: El nombre es obligatorio');
    expect(issues({ ...producto, sku: 'a b' })).toContain('sku: El SKU debe tener de 3 a 40 letras, números o guiones');
    expect(issues({ ...producto, vigenciaDias: '400' })).toContain(
      'vigenciaDias: La vigencia debe ser de 1 a 365 días',
    );
  });

  it('stores no airtime amount for a SIM, and no package contents for anything but a paquete', () => {
    expect(productoSchema.parse({ ...producto, tipo: 'sim', monto: '0' }).monto).toBe(0);
    expect(productoSchema.parse({ ...producto, tipo: 'sim', monto: '30' }).monto).toBe(0);
    expect(productoSchema.parse({ ...producto, datosMb: '3000', redesSociales: true })).not.toHaveProperty('datosMb');
  });

  it('takes a paquete with its data, minutes, social networks and validity', () => {
    const paquete = { ...producto, tipo: 'paquete', datosMb: '3,000', minutos: '500', vigenciaDias: '15' };
    expect(productoSchema.parse({ ...paquete, redesSociales: true })).toMatchObject({
      tipo: 'paquete',
      monto: 5000,
      datosMb: 3000,
      minutos: 500,
      redesSociales: true,
      vigenciaDias: 15,
    });
    expect(issues({ ...paquete, vigenciaDias: '' })).toEqual(['vigenciaDias: Un paquete necesita su vigencia en días']);
    expect(issues({ ...paquete, datosMb: '0', minutos: '' })).toEqual([
      'datosMb: Un paquete incluye datos, minutos o redes sociales',
    ]);
    expect(issues({ ...paquete, monto: '' })).toEqual(['monto: Un paquete necesita su precio al público']);
    expect(issues({ ...paquete, datosMb: '1.5', minutos: '-1' })).toEqual([
      'datosMb: Los datos deben ser de 0 a 1,000,000 MB',
      'minutos: Los minutos deben ser de 0 a 100,000',
    ]);
  });

  it('says what a paquete includes as carriers advertise it', () => {
    expect(partesPaquete({ datosMb: 1500, minutos: 1000, redesSociales: true })).toEqual([
      '1.5 GB',
      '1,000 min',
      'Redes sociales incluidas',
    ]);
    expect(partesPaquete({ datosMb: 500 })).toEqual(['500 MB']);
    expect(formatVigencia(1)).toBe('1 día');
    expect(formatVigencia(30)).toBe('30 días');
  });

  it('shows clients the contents of a paquete and only the validity of anything else', () => {
    const base = { nombre: 'P', operador: 'Telcel', precio: 100, monto: 100, estatus: true };
    expect(vistaCatalogo({ ...base, tipo: 'paquete', vigenciaDias: 7, datosMb: 1000 })).toEqual({
      ...base,
      tipo: 'paquete',
      vigenciaDias: 7,
      datosMb: 1000,
      minutos: 0,
      redesSociales: false,
    });
    expect(vistaCatalogo({ ...base, tipo: 'recarga', vigenciaDias: 7, datosMb: 1000 })).toEqual({
      ...base,
      tipo: 'recarga',
      vigenciaDias: 7,
    });
  });

  it('computes the margin in centavos and percent of the price', () => {
    expect(margen(4750, 4900)).toEqual({ centavos: 150, porcentaje: 3.1 });
    expect(margen(5000, 4900)).toEqual({ centavos: -100, porcentaje: -2 });
    expect(margen(0, 0)).toEqual({ centavos: 0, porcentaje: null });
  });
});

describe('proveedor schema', () => {
  const proveedor = {
    nombre: 'Distribuidora Sol',
    contacto: '',
    telefono: '5512345678',
    correo: 'VENTAS@SOL.MX',
    tipo: 'ambos',
  };

  it('accepts a supplier with optional fields empty, lower-casing the e-mail', () => {
    expect(proveedorSchema.parse({ ...proveedor, rfc: '', notas: '' })).toEqual({
      ...proveedor,
      correo: 'ventas@sol.mx',
      rfc: undefined,
      notas: undefined,
    });
  });

  it('asks for a missing e-mail rather than calling it malformed', () => {
    expect(proveedorSchema.safeParse({ ...proveedor, correo: ' ' }).error?.issues.map((i) => i.message)).toEqual([
      'El correo es obligatorio',
    ]);
  });

  it('checks phone, e-mail, RFC and tipo', () => {
    const errors = proveedorSchema.safeParse({
      ...proveedor,
      telefono: '55',
      correo: 'x',
      rfc: 'ABC',
      tipo: 'otro',
    }).error;
    expect(errors?.issues.map((issue) => issue.message)).toEqual([
      'El teléfono debe tener 10 dígitos',
      'El correo no es válido',
      'El RFC no es válido (12 o 13 caracteres)',
      'Elija el tipo de proveedor',
    ]);
  });
});

describe('messages shown together', () => {
  it('reports the missing airtime amount alongside the other fields', () => {
    const result = productoSchema.safeParse({ ...producto, nombre: '', precio: '-1', monto: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['nombre', 'precio', 'monto']);
  });

  it('still reports it when no supplier is chosen yet (the form as it opens)', () => {
    const result = productoSchema.safeParse({ ...producto, nombre: '', proveedorId: '', precio: '-1', monto: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nombre', 'El nombre es obligatorio'],
      ['proveedorId', 'El proveedor es obligatorio'],
      ['precio', 'El precio no puede ser negativo'],
      ['monto', MONTO],
    ]);
  });
});
