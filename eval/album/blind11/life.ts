/**
 * The eleventh blind album: written by someone who never tuned the engine nor read it, and committed
 * before the engine first ran on it. Valeria Ortega, a veterinary nurse at a small-animal clinic in
 * Coyoacán, Mexico City, lives near the Jardín Centenario with her partner Rodrigo and their cat
 * Mostaza. Paper is Mexican Spanish (receipts in capitals, "$1,250.00", "25/03/2027", "MXN"), her
 * phone's apps in English or Spanish; central Mexico is -06:00 all year, Tulum -05:00. A Motorola
 * phone names photos IMG_20270309_114205123.jpg (with milliseconds) and screenshots
 * Screenshot_20270309-114205.png. January – early November 2027.
 *
 * - home: evenings and the cat (no text), Sunday runs in the Viveros (no text), the gas cylinder;
 * - rent: the bank app's transfer to the landlord each month ($13,800, then $14,500 from July), his
 *   message about the rise;
 * - pool: a public pool's ticket office receipt for free swimming on Tuesday mornings (never "swim");
 * - bills: the electricity bill every two months, the phone top-ups;
 * - work: the clinic's shift roster on the whiteboard, her payslips, a notice;
 * - errands: La Comer receipts, the pharmacy, the car's service and smog check, rides, an online order;
 * - papers: the cat's vaccination card, a prescription, the passport appointment;
 * - events: Rodrigo's birthday at a cantina, Fernanda and Pablo's wedding, the Día de Muertos altar;
 * - trips (trips.ts): Mérida and Uxmal by plane (Fri 29 Jan – Mon 1 Feb), Oaxaca by bus over Easter
 *   (Thu 25 – Sun 28 Mar), Puebla and Cholula by car (Sat 17 – Sun 18 Jul), Tulum by plane
 *   (Wed 15 – Sun 19 Sep).
 */
import type { Rng } from '../../../scripts/support/seeded-random';
import { pick } from '../../../scripts/support/seeded-random';
import type { LifePlan, Shot } from '../plan';
import { dmy, itemLines, mxn, photo, roll, round2, screenshot, sum, type Roll } from './kit';
import { SPOTS } from './places';
import { tripShots } from './trips';

const MESES = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE'];
const month = (date: string): number => Number(date.slice(5, 7)) - 1;

/** Tuesday mornings at the Olympic pool: the date and the ticket's folio. */
export const POOL: readonly string[] = [
  '2027-02-02', '2027-02-16', '2027-03-09', '2027-04-06', '2027-04-20', '2027-05-04', '2027-05-11',
  '2027-05-25', '2027-06-22', '2027-07-06', '2027-08-10', '2027-09-28', '2027-10-19',
];

/** The electricity bill, every two months: issued, period, kWh, amount, due date. */
export const POWER: ReadonlyArray<readonly [string, string, number, number, string]> = [
  ['2027-01-18', '12 NOV 26 - 12 ENE 27', 212, 486, '2027-02-02'],
  ['2027-03-17', '12 ENE 27 - 12 MAR 27', 198, 451, '2027-04-01'],
  ['2027-05-18', '12 MAR 27 - 12 MAY 27', 241, 598, '2027-06-02'],
  ['2027-07-16', '12 MAY 27 - 12 JUL 27', 305, 1187, '2027-07-31'],
  ['2027-09-17', '12 JUL 27 - 12 SEP 27', 263, 742, '2027-10-02'],
];

function routineShots(r: Roll): void {
  const { add, at, random } = r;
  const minute = () => Math.floor(random() * 50);

  // Evenings at home and the cat, no text.
  const HOME: Array<string[]> = [['dinner', 'food'], ['cat', 'mostaza', 'sofa'], ['cooking', 'kitchen'], ['rodrigo', 'guitar'], ['patio', 'plants'], ['cat', 'mostaza', 'window']];
  for (const date of ['2027-01-10', '2027-02-21', '2027-04-11', '2027-05-16', '2027-06-13', '2027-08-15', '2027-10-03', '2027-10-24']) {
    add(photo('home', at(date, 19 + Math.floor(random() * 3), minute()), 'home', 'indoor', [], ['evening', 'home', ...pick(random, HOME)]));
  }
  // Sunday morning runs in the Viveros de Coyoacán, no text.
  for (const date of ['2027-01-17', '2027-03-14', '2027-06-06', '2027-08-22', '2027-10-10']) {
    add(photo('home', at(date, 7, 10 + minute()), 'viveros', 'park', [], ['run', 'viveros', 'park', 'outdoors', 'morning']));
  }
  // The gas cylinder: the delivery man's ticket, three times.
  const GAS: ReadonlyArray<readonly [string, number]> = [['2027-01-26', 540], ['2027-05-07', 575], ['2027-08-27', 610]];
  GAS.forEach(([date, price], i) => {
    add(photo('home', at(date, 9, 5 + minute()), 'home', 'paper',
      ['GAS EXPRESS NIETO', `NOTA DE VENTA ${7712 + i * 389}`, `FECHA ${dmy(date)}`, 'CILINDRO 30 KG GAS LP', `IMPORTE ${mxn(price)}`, 'PAGO EN EFECTIVO'],
      ['gas', 'cylinder', 'receipt', 'delivery'], { date, total: price }));
  });

  // Rent: the bank app's transfer on the first working days; the landlord's message about the rise.
  for (const [i, date] of ['2027-01-04', '2027-02-03', '2027-03-03', '2027-04-05', '2027-05-03', '2027-06-03', '2027-07-05', '2027-08-03', '2027-09-03', '2027-10-04'].entries()) {
    const amount = date >= '2027-07-01' ? 14500 : 13800;
    add(screenshot('rent', at(date, 8, 5 + Math.floor(random() * 40)), 'centro',
      ['BBVA México', 'Transferencia exitosa', `${mxn(amount)} MXN`, 'Para: ARTURO MENDEZ LUNA', 'CLABE ****  **** 4471', `Concepto: RENTA ${MESES[month(date)]}`, `Fecha: ${dmy(date)}`, `Folio: 0${48213377 + i * 1021}`],
      ['bank', 'transfer', 'rent'], { date, amount }));
  }
  add(screenshot('rent', at('2027-06-14', 20, 41), 'centro', ['WhatsApp · Arturo Méndez', 'Buenas noches Valeria,', 'renovamos el contrato', 'el 1 de julio por 12 meses.', 'La renta queda en $14,500', 'a partir de julio.', 'Saludos, Arturo'],
    ['message', 'landlord', 'contract'], { from: '2027-07-01', rent: 14500 }));

  // The pool: the ticket office's receipt on Tuesday mornings.
  POOL.forEach((date, i) => {
    const price = date >= '2027-06-01' ? 75 : 70;
    add(photo('pool', at(date, 7, 2 + Math.floor(random() * 10)), 'alberca', 'paper',
      ['ALBERCA OLIMPICA FCO. MARQUEZ', 'TAQUILLA 2', `FOLIO ${String(52031 + i * 617).padStart(6, '0')}`, `FECHA ${dmy(date)}  HORA 07:0${i % 10}`, 'NADO LIBRE - 1 HORA', `IMPORTE ${mxn(price)}`, 'CARRIL ASIGNADO: ' + String(1 + (i * 3) % 8)],
      ['pool', 'receipt', 'ticket'], { date, price, lane: String(1 + (i * 3) % 8) }));
  });

  // Electricity, every two months, on paper.
  POWER.forEach(([issued, period, kwh, amount, due]) => {
    add(photo('bills', at(issued, 20, 10 + minute()), 'home', 'paper',
      ['CFE SUMINISTRADOR DE SERVICIOS', 'BASICOS - AVISO RECIBO', 'SERVICIO 417 260 803 112', `PERIODO ${period}`, `CONSUMO ${kwh} kWh`, `TOTAL A PAGAR ${mxn(amount)}`, `PAGAR ANTES DE ${dmy(due)}`],
      ['electricity', 'bill', 'cfe'], { issued, kwh, amount, due }));
  });
  // Phone top-ups in the carrier's app.
  for (const [date, amount] of [['2027-02-09', 200], ['2027-05-12', 300], ['2027-08-11', 300]] as const) {
    add(screenshot('bills', at(date, 12, 5 + minute()), 'centro', ['Mi Telcel', 'Recarga exitosa', `Monto: ${mxn(amount)}`, 'Número: 55 3120 8846', `Vigencia: 30 días`, `Fecha: ${dmy(date)}`],
      ['phone', 'top-up', 'app'], { date, amount, number: '55 3120 8846' }));
  }

  // Work: the clinic's roster, payslips, a notice.
  add(photo('work', at('2027-03-01', 8, 40), 'clinic', 'whiteboard', ['ROL DE GUARDIAS - MARZO', 'SAB 6   VALERIA / DR. SALAS', 'SAB 13  ITZEL / DRA. CAMPOS', 'SAB 20  VALERIA / DRA. CAMPOS', 'SAB 27  CERRADO (SEMANA SANTA)'],
    ['work', 'roster', 'clinic'], { month: 'march', saturdays: 2 }));
  add(photo('work', at('2027-06-01', 8, 35), 'clinic', 'whiteboard', ['ROL DE GUARDIAS - JUNIO', 'SAB 5   ITZEL / DR. SALAS', 'SAB 12  VALERIA / DR. SALAS', 'SAB 19  ITZEL / DRA. CAMPOS', 'SAB 26  VALERIA / DRA. CAMPOS'],
    ['work', 'roster', 'clinic'], { month: 'june', saturdays: 2 }));
  const SLIPS: ReadonlyArray<readonly [string, string, number, number]> = [
    ['2027-02-15', '01/02/2027 AL 15/02/2027', 7850, 6912.4], ['2027-06-15', '01/06/2027 AL 15/06/2027', 8400, 7367.85], ['2027-10-15', '01/10/2027 AL 15/10/2027', 8400, 7367.85],
  ];
  SLIPS.forEach(([date, period, gross, net]) => {
    add(photo('work', at(date, 18, 5 + minute()), 'home', 'paper',
      ['HOSPITAL VETERINARIO PATITAS', 'RECIBO DE NOMINA QUINCENAL', 'ORTEGA RUIZ VALERIA', 'PUESTO: AUXILIAR VETERINARIA', `PERIODO ${period}`, `PERCEPCIONES ${mxn(gross)}`, `ISR  -${mxn(round2(gross - net - 210))}`, `IMSS  -${mxn(210)}`, `NETO A PAGAR ${mxn(net)}`],
      ['payslip', 'work', 'salary'], { date, gross, net }));
  });
  add(photo('work', at('2027-08-02', 9, 20), 'clinic', 'sign', ['AVISO AL PERSONAL', 'CAMPANA DE ESTERILIZACION', 'SABADO 21 DE AGOSTO', '8:00 A 15:00 HRS', 'META: 60 GATOS Y PERROS'],
    ['work', 'notice', 'clinic', 'campaign'], { date: '2027-08-21', goal: 60 }));

  // Groceries: La Comer in Coyoacán.
  const SHOP: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
    ['2027-01-23', [['AGUACATE HASS KG', 64.9], ['TORTILLA MAIZ 1KG', 24.5], ['QUESO OAXACA 500G', 98], ['ARENA GATO 10KG', 189]]],
    ['2027-03-20', [['JITOMATE SALADET KG', 32.9], ['FRIJOL NEGRO 1KG', 41.5], ['CAFE VERACRUZ 500G', 145], ['LECHE LALA 1L X3', 81.6]]],
    ['2027-04-22', [['PASTEL TRES LECHES', 385], ['CERVEZA MODELO 12PZ', 289], ['LIMON KG', 38.9], ['VELAS CUMPLEANOS', 29.5]]],
    ['2027-06-19', [['AGUACATE HASS KG', 79.9], ['POLLO PECHUGA KG', 129], ['ARENA GATO 10KG', 199], ['TORTILLA MAIZ 1KG', 26]]],
    ['2027-09-25', [['CAFE VERACRUZ 500G', 152], ['HUEVO BLANCO 18PZ', 68.5], ['ARENA GATO 10KG', 199], ['PAPEL HIGIENICO 12R', 119]]],
  ];
  for (const [date, items] of SHOP) {
    const hh = 17 + Math.floor(random() * 3);
    const mm = 10 + minute();
    add(photo('errands', at(date, hh, mm), 'laComer', 'paper',
      ['LA COMER COYOACAN', `${dmy(date)}  ${hh}:${String(mm - 2).padStart(2, '0')}`, ...itemLines(items), `TOTAL ${mxn(sum(items))}`, 'TARJETA DEBITO ****4471'],
      ['grocery', 'receipt', 'la-comer'], { date, total: sum(items), items: items.map(([n]) => n.toLowerCase()) }));
  }
  // The pharmacy and a doctor's prescription (a bad cough in March).
  add(photo('health', at('2027-03-11', 13, 10), 'pharmacy', 'note', ['Dra. Lucía Herrera - Médico General', 'Ced. Prof. 8824517', 'Paciente: Valeria Ortega', 'Amoxicilina 500 mg', '1 cápsula cada 8 horas por 7 días', 'Ambroxol jarabe 10 ml cada 12 h'],
    ['prescription', 'doctor', 'health'], { drug: 'amoxicilina', every: '8', days: 7 }));
  const drugs = [['AMOXICILINA 500MG 21 CAPS', 142], ['AMBROXOL JARABE 120ML', 96.5], ['CONSULTA MEDICA', 80]] as const;
  add(photo('health', at('2027-03-11', 13, 25), 'pharmacy', 'paper', ['FARMACIAS SAN PABLO COYOACAN', `${dmy('2027-03-11')}  13:22`, ...itemLines(drugs), `TOTAL ${mxn(sum(drugs))}`],
    ['pharmacy', 'receipt', 'health'], { total: sum(drugs) }));

  // Mostaza the cat: her vaccination card and an order for a scratching tower.
  add(photo('cat', at('2027-04-14', 19, 30), 'home', 'card', ['CARTILLA DE VACUNACION FELINA', 'NOMBRE: MOSTAZA  (HEMBRA)', 'TRIPLE FELINA  14/04/2027', 'RABIA  14/04/2027', 'PROXIMA DOSIS: 14/04/2028'],
    ['cat', 'mostaza', 'vaccination', 'card'], { next: '2028-04-14' }));
  add(screenshot('cat', at('2027-05-28', 22, 15), 'centro', ['Mercado Libre', 'Tu compra está en camino', 'Rascador torre 1.5 m', 'Total: $1,349.00', 'Llega el martes 1 de junio', 'Envío 4471-8830-21'],
    ['order', 'online', 'cat', 'delivery'], { total: 1349, arrives: '2027-06-01' }));

  // The car: a service in May, the smog check in August.
  const service = [['CAMBIO ACEITE SINTETICO', 1150], ['FILTRO DE ACEITE', 245], ['BALATAS DELANTERAS', 1380], ['MANO DE OBRA', 900]] as const;
  add(photo('car', at('2027-05-22', 12, 40), 'garage', 'paper', ['TALLER MECANICO HERMANOS VEGA', 'ORDEN DE SERVICIO 2291', `FECHA ${dmy('2027-05-22')}`, 'VW VENTO 2019  PLACAS NRK-472-C', 'KM 68,412', ...itemLines(service), `TOTAL ${mxn(sum(service))}`],
    ['car', 'service', 'mechanic', 'receipt'], { plate: 'NRK-472-C', km: '68,412', total: sum(service) }));
  add(photo('car', at('2027-08-14', 10, 50), 'verificentro', 'paper', ['VERIFICENTRO AZ-0917 COYOACAN', 'CONSTANCIA DE VERIFICACION', 'PLACA NRK-472-C', `FECHA ${dmy('2027-08-14')}`, 'HOLOGRAMA: CERO (0)', 'RESULTADO: APROBADO', 'PROXIMA: FEB 2028'],
    ['car', 'smog-check', 'certificate'], { plate: 'NRK-472-C', hologram: '0' }));

  // Rides and the passport appointment.
  add(screenshot('errands', at('2027-01-29', 6, 58), 'centro', ['DiDi', 'Your trip is complete', 'Coyoacán → Aeropuerto T1', '38 min · 21.4 km', 'Total: $312.00', 'Driver: Jorge · Aveo gris'],
    ['ride', 'taxi', 'airport'], { total: 312 }));
  add(screenshot('errands', at('2027-04-30', 9, 12), 'centro', ['Google Calendar', 'Cita pasaporte SRE', 'Thu 13 May 2027', '10:40 – 11:10', 'Delegación Cuauhtémoc', 'Llevar INE y acta', 'Ref. SRE-27-5584031'],
    ['calendar', 'passport', 'appointment'], { date: '2027-05-13', time: '10:40', ref: 'SRE-27-5584031' }));
  add(photo('errands', at('2027-05-13', 11, 5), 'sre', 'paper', ['SECRETARIA DE RELACIONES EXTERIORES', 'COMPROBANTE DE TRAMITE', 'PASAPORTE ORDINARIO 6 ANOS', 'DERECHOS PAGADOS $3,160.00', 'ENTREGA ESTIMADA: 27/05/2027'],
    ['passport', 'receipt', 'fee'], { fee: 3160, ready: '2027-05-27', years: 6 }));

  // Rodrigo's 35th, Friday 23 April, at the cantina; then the photos.
  const cantina = [['BOTANA DEL DIA X4', 0], ['CERVEZA VICTORIA X14', 672], ['TEQUILA 7 LEGUAS X6', 870], ['TACOS DE CAMARON X3', 435], ['PASTEL (DESCORCHE)', 150]] as const;
  add(photo('party', at('2027-04-23', 23, 40), 'cantina', 'folder', ['Cantina La Coyoacana', 'Higuera 14, Coyoacán', '23/04/2027 23:31  Mesa 9', ...itemLines(cantina), `Total ${mxn(sum(cantina))}`],
    ['cantina', 'bill', 'rodrigo', 'birthday'], { restaurant: 'La Coyoacana', total: sum(cantina) }));
  add(photo('party', at('2027-04-23', 21, 15), 'cantina', 'party', [], ['birthday', 'rodrigo', 'friends', 'cake']));
  add(photo('party', at('2027-04-23', 22, 5), 'cantina', 'party', [], ['birthday', 'rodrigo', 'friends', 'mariachi']));

  // Fernanda and Pablo's wedding, Saturday 4 September: the invitation in July, the day itself.
  add(photo('wedding', at('2027-07-09', 20, 20), 'home', 'card', ['Fernanda & Pablo', 'nos casamos', 'Sábado 4 de septiembre 2027', 'Parroquia de San Juan Bautista 17:00 h', 'Recepción: Casa del Jardín Coyoacán', 'Código de vestimenta: formal'],
    ['wedding', 'invitation', 'fernanda'], { date: '2027-09-04', time: '17:00', venue: 'Casa del Jardín' }));
  for (const [hh, mm, extra] of [[17, 40, 'church'], [21, 10, 'dance'], [22, 30, 'friends']] as const) {
    add(photo('wedding', at('2027-09-04', hh, mm), 'wedding', 'party', [], ['wedding', 'fernanda', 'pablo', extra]));
  }

  // Día de Muertos: the bakery's receipt, the altar at home.
  const pan = [['PAN DE MUERTO GRANDE X2', 190], ['CEMPASUCHIL MANOJO X3', 135], ['CALAVERITAS AZUCAR X6', 90]] as const;
  add(photo('muertos', at('2027-10-30', 11, 20), 'bakery', 'paper', ['PANADERIA LA ESPIGA DE ORO', `${dmy('2027-10-30')}  11:14`, ...itemLines(pan), `TOTAL ${mxn(sum(pan))}`],
    ['bakery', 'receipt', 'muertos'], { total: sum(pan) }));
  add(photo('muertos', at('2027-11-01', 20, 10), 'home', 'indoor', [], ['muertos', 'altar', 'ofrenda', 'candles']));
  add(photo('muertos', at('2027-11-01', 20, 25), 'home', 'indoor', [], ['muertos', 'altar', 'ofrenda', 'flowers']));
}

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind11Shots(random: Rng): Shot[] {
  const r = roll(random);
  routineShots(r);
  tripShots(r);
  return r.shots;
}

/** Milliseconds in a Motorola photo's name, drawn from the clock so names stay deterministic. */
const ms = (local: string): string => String((Number(local.slice(14, 16)) * 37 + Number(local.slice(17, 19)) * 13 + 211) % 1000).padStart(3, '0');

/** The eleventh blind album: written by someone who never tuned the engine, committed before it first ran. */
export const BLIND11_PLAN: LifePlan = {
  id: 'blind11',
  defaultSeed: 7019,
  home: SPOTS.home,
  summary: 'Jan – Nov 2027, home in Coyoacán, Mexico City (Mexico)',
  camera: { make: 'motorola', model: 'moto g84 5G' },
  photoName: (_n, shot) => `IMG_${shot.local.slice(0, 10).replace(/-/g, '')}_${shot.local.slice(11, 19).replace(/:/g, '')}${ms(shot.local)}.jpg`,
  screenshotName: (local) => `Screenshot_${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}.png`,
  shots: blind11Shots,
};
