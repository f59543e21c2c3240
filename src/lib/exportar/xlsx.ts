// A spreadsheet (.xlsx, Office Open XML) of one sheet, from the same columns as a CSV export:
// numbers and amounts as number cells (amounts formatted #,##0.00), days as date cells
// (dd/mm/yy), text as text. Loaded only when the user asks for an Excel export.
import { strToU8, zipSync } from 'fflate';
import type { Celda, ColumnaCsv } from './csv';

// Characters XML 1.0 cannot hold at all (control characters other than tab and line breaks).
// eslint-disable-next-line no-control-regex
const NO_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapar = (text: string) =>
  text.replace(NO_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Excel's serial number of a calendar day (days since 30/12/1899). */
export function serialDeDia(dia: string): number {
  const [y, m, d] = dia.split('-').map(Number);
  return (Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** Excel's serial of an instant as the viewer's clock reads it (spreadsheets have no time zone). */
export function serialDeInstante(date: Date): number {
  const reloj = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes());
  return (reloj - Date.UTC(1899, 11, 30)) / 86_400_000;
}

// cellXfs: 0 text/general, 1 amount, 2 date, 3 header (bold), 4 date and time.
const ESTILO = { importe: 1, dia: 2, encabezado: 3, instante: 4 };

function columna(indice: number): string {
  let nombre = '';
  for (let n = indice + 1; n > 0; n = Math.floor((n - 1) / 26))
    nombre = String.fromCharCode(65 + ((n - 1) % 26)) + nombre;
  return nombre;
}

function celda(ref: string, value: Celda, estilo?: number): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'object' && 'instante' in value) {
    if (!value.instante) return `<c r="${ref}"/>`;
    return `<c r="${ref}" s="${ESTILO.instante}"><v>${serialDeInstante(value.instante)}</v></c>`;
  }
  if (typeof value === 'object' && 'dia' in value) {
    return `<c r="${ref}" s="${ESTILO.dia}"><v>${serialDeDia(value.dia)}</v></c>`;
  }
  if (typeof value === 'object') return `<c r="${ref}" s="${ESTILO.importe}"><v>${value.centavos / 100}</v></c>`;
  const s = estilo === undefined ? '' : ` s="${estilo}"`;
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${escapar(value)}</t></is></c>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org';

/** A sheet's name as Excel allows it: at most 31 characters, none of []:*?/\ . */
export const nombreDeHoja = (nombre: string) => nombre.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1';

/** The .xlsx file's bytes. */
export function toXlsx<T>(hoja: string, columnas: ColumnaCsv<T>[], rows: T[]): Uint8Array {
  const filas = [
    `<row r="1">${columnas.map((c, i) => celda(`${columna(i)}1`, c.header, ESTILO.encabezado)).join('')}</row>`,
    ...rows.map(
      (row, r) =>
        `<row r="${r + 2}">${columnas.map((c, i) => celda(`${columna(i)}${r + 2}`, c.value(row))).join('')}</row>`,
    ),
  ];
  const anchos = columnas.map(
    (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(12, c.header.length + 4)}" customWidth="1"/>`,
  );
  const archivos: Record<string, string> = {
    '[Content_Types].xml':
      `${XML}<Types xmlns="${NS}/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML}<Relationships xmlns="${NS}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${XML}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships">` +
      `<sheets><sheet name="${escapar(nombreDeHoja(hoja))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${NS}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
      '</Relationships>',
    'xl/styles.xml':
      `${XML}<styleSheet xmlns="${NS}/spreadsheetml/2006/main">` +
      '<numFmts count="3"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yy"/>' +
      '<numFmt numFmtId="166" formatCode="dd/mm/yy hh:mm"/></numFmts>' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>',
    'xl/worksheets/sheet1.xml':
      `${XML}<worksheet xmlns="${NS}/spreadsheetml/2006/main">` +
      `<cols>${anchos.join('')}</cols><sheetData>${filas.join('')}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(archivos).map(([nombre, xml]) => [nombre, strToU8(xml)])));
}

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
