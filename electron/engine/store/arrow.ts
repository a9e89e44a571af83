import { createRequire } from 'node:module';
import type { DataType, Schema, Table, Vector } from 'apache-arrow';

/**
 * LanceDB's CommonJS build uses its own apache-arrow instance; an ESM `import * as arrow` would be a
 * second copy whose schemas LanceDB rejects ("schemas must be equivalent"). Load the same copy it does.
 */
const require = createRequire(import.meta.url);
export const arrow = require('apache-arrow') as typeof import('apache-arrow');

/** Arrow's own string reader: what a value with a byte-order mark is decoded by (it drops the mark; Buffer keeps it). */
const utf8 = new TextDecoder('utf-8');

/**
 * One column's values into the rows' field `name`, row i from the column's i-th value, as Arrow's
 * iterator gives them (nulls as null, 64-bit integers as numbers). Strings and 32/64-bit floats and
 * small integers are read off the chunks' buffers: Arrow decodes each string with a TextDecoder
 * call and looks up every value's validity through its visitor, which was most of turning a few
 * hundred candidates' 23 columns into objects.
 */
export function fillColumn(rows: Array<Record<string, unknown>>, name: string, column: Vector): void {
  const { type } = column;
  let i = 0;
  if (arrow.DataType.isUtf8(type)) {
    for (const data of column.data) {
      const { values, valueOffsets } = data as unknown as { values: Uint8Array; valueOffsets: Int32Array };
      const bytes = Buffer.from(values.buffer, values.byteOffset, values.byteLength);
      for (let j = 0; j < data.length; j++) {
        const from = valueOffsets[j]!;
        const to = valueOffsets[j + 1]!;
        rows[i++]![name] = !data.getValid(j) ? null : bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf ? utf8.decode(values.subarray(from, to)) : bytes.toString('utf8', from, to);
      }
    }
    return;
  }
  const plainNumbers = (arrow.DataType.isFloat(type) && type.precision !== arrow.Precision.HALF) || (arrow.DataType.isInt(type) && type.bitWidth <= 32);
  if (plainNumbers) {
    for (const data of column.data) {
      const values = data.values as ArrayLike<number>;
      for (let j = 0; j < data.length; j++) rows[i++]![name] = data.nullCount === 0 || data.getValid(j) ? values[j] : null;
    }
    return;
  }
  for (const value of column) rows[i++]![name] = typeof value === 'bigint' ? Number(value) : value;
}

/**
 * Rows as an Arrow table in the types of `schema`, for a write. Handed plain objects, LanceDB walks
 * every row's every field to infer a schema it then checks against the table's: a 256-row write of
 * memories cost ~60 CPU-ms that way against ~40 built column by column here. The columns are the
 * schema's that the rows have, as LanceDB would take them (a migration writes rows of an older table,
 * which lacks some).
 */
export function rowsToTable(rows: ReadonlyArray<object>, schema: Schema): Table {
  const first = rows[0] ?? {};
  const fields = schema.fields.filter((field) => field.name in first);
  const children = fields.map((field) => {
    const values = rows.map((row) => (row as Record<string, unknown>)[field.name] ?? null);
    return arrow.vectorFromArray(values, field.type as DataType).data[0]!;
  });
  const data = arrow.makeData({ type: new arrow.Struct(fields), length: rows.length, nullCount: 0, children });
  return new arrow.Table([new arrow.RecordBatch(new arrow.Schema(fields), data)]);
}
