/**
 * The eleventh blind album's trips: Mérida and Uxmal by plane (Fri 29 Jan – Mon 1 Feb 2027), Oaxaca by
 * bus over Easter (Thu 25 – Sun 28 March), Puebla and Cholula by car (Sat 17 – Sun 18 July) and Tulum
 * by plane over the Independence holiday (Wed 15 – Sun 19 September, an hour ahead of the capital).
 * See life.ts for the life.
 */
import { dmy, itemLines, mxn, photo, screenshot, sum, type Roll } from './kit';

export function tripShots(r: Roll): void {
  const { add, at } = r;

  // Mérida and Uxmal: Friday 29 January – Monday 1 February (the Constitution Day weekend), by plane.
  const me = (extra: string[]) => ['merida-trip', 'long-weekend', ...extra];
  add(screenshot('merida', at('2027-01-29', 7, 44), 'centro', ['Viva Aerobus', 'Pase de abordar', 'MEX → MID', 'Ciudad de México - Mérida', 'VB 1120 · Vie 29 Ene', 'Abordaje 08:35 · Sala 14', 'Asiento 14C · Zona 3', 'ORTEGA RUIZ/VALERIA'],
    me(['boarding-pass', 'flight', 'flight-out']), { flight: 'VB 1120', seat: '14C', boarding: '08:35' }));
  add(photo('merida', at('2027-01-29', 13, 20), 'merida', 'folder', ['Hotel Casa Xkanán', 'Mérida, Yucatán', 'Habitación 8', 'Salida: 01/02 a las 12:00', 'Wi-Fi: Xkanan_Huespedes', 'Clave: henequen1927', 'Desayuno 7:30 - 10:30 en el patio'],
    me(['hotel', 'key-card', 'wifi']), { hotel: 'Casa Xkanán', room: '8', password: 'henequen1927' }));
  add(photo('merida', at('2027-01-29', 18, 10), 'meridaCentro', 'city', [], me(['plaza', 'cathedral', 'evening'])));
  add(photo('merida', at('2027-01-30', 10, 15), 'uxmal', 'paper', ['INAH - ZONA ARQUEOLOGICA UXMAL', `${dmy('2027-01-30')}  10:12`, 'ACCESO INAH 2 X $100.00', 'DERECHO ESTATAL 2 X $413.00', 'TOTAL $1,026.00', 'BOLETO UX-0038815'],
    me(['ruins', 'ticket', 'uxmal']), { total: 1026 }));
  add(photo('merida', at('2027-01-30', 11, 5), 'uxmal', 'park', [], me(['ruins', 'pyramid', 'uxmal'])));
  const yuc = [['COCHINITA PIBIL', 185], ['SOPA DE LIMA', 120], ['PAPADZULES', 140], ['HORCHATA JARRA', 95]] as const;
  add(photo('merida', at('2027-01-30', 21, 5), 'meridaCentro', 'folder', ['Restaurante Xtabay', 'Calle 60, Centro, Mérida', `${dmy('2027-01-30')} 20:58  Mesa 4`, ...itemLines(yuc), `Total ${mxn(sum(yuc))}`],
    me(['restaurant', 'bill', 'dinner']), { restaurant: 'Xtabay', total: sum(yuc) }));
  add(photo('merida', at('2027-01-31', 12, 30), 'cenote', 'sea', [], me(['cenote', 'swimming'])));
  add(screenshot('merida', at('2027-02-01', 17, 50), 'centro', ['Viva Aerobus', 'Pase de abordar', 'MID → MEX', 'Mérida - Ciudad de México', 'VB 1125 · Lun 1 Feb', 'Abordaje 18:10 · Sala 3', 'Asiento 22A · Zona 4', 'ORTEGA RUIZ/VALERIA'],
    me(['boarding-pass', 'flight', 'flight-home']), { flight: 'VB 1125', seat: '22A', boarding: '18:10' }));

  // Oaxaca over Easter: Thursday 25 – Sunday 28 March, by bus from TAPO.
  const oa = (extra: string[]) => ['oaxaca-trip', 'easter', ...extra];
  add(screenshot('oaxaca', at('2027-03-19', 21, 30), 'centro', ['ADO', 'Boleto electrónico', 'CDMX TAPO → OAXACA', 'Jue 25 Mar · Salida 07:30', 'Llegada 13:55 · ADO GL', 'Asiento 23 · Pasillo', 'Total $1,148.00', 'Folio ADO-8815520'],
    oa(['bus', 'ticket', 'bus-out']), { seat: '23', departs: '07:30', total: 1148 }));
  add(photo('oaxaca', at('2027-03-25', 14, 40), 'oaxaca', 'folder', ['Hotel Posada Jalatlaco', 'Oaxaca de Juárez', 'Habitación 4 "Tejate"', 'Salida: 28/03 a las 12:00', 'Wi-Fi: Posada_Jalatlaco', 'Clave: guelaguetza25', 'Desayuno 8:00 - 10:30'],
    oa(['hotel', 'key-card', 'wifi']), { hotel: 'Posada Jalatlaco', room: '4', password: 'guelaguetza25' }));
  add(photo('oaxaca', at('2027-03-26', 10, 5), 'monteAlban', 'paper', ['INAH - ZONA ARQUEOLOGICA', 'MONTE ALBAN', `${dmy('2027-03-26')}  10:01`, '2 BOLETOS X $100.00', 'TOTAL $200.00', 'BOLETO MA-1177204'],
    oa(['ruins', 'ticket', 'monte-alban']), { total: 200 }));
  add(photo('oaxaca', at('2027-03-26', 11, 20), 'monteAlban', 'park', [], oa(['ruins', 'view', 'monte-alban'])));
  add(photo('oaxaca', at('2027-03-26', 18, 30), 'oaxacaCentro', 'paper', ['TOURS LA ANTEQUERA', 'RUTA: TULE - MITLA - HIERVE EL AGUA', 'SAB 27/03/2027  SALIDA 09:00', 'PUNTO: ANDADOR MACEDONIO ALCALA', '2 PERSONAS  $900.00', 'INCLUYE TRANSPORTE Y GUIA'],
    oa(['tour', 'ticket', 'hierve-el-agua']), { total: 900, departs: '09:00' }));
  const oax = [['TLAYUDA DE TASAJO', 165], ['MOLE NEGRO CON POLLO', 210], ['CHAPULINES ORDEN', 85], ['MEZCAL ESPADIN X2', 180]] as const;
  add(photo('oaxaca', at('2027-03-26', 21, 15), 'oaxacaCentro', 'folder', ['Fonda Doña Chabela', 'Centro, Oaxaca', `${dmy('2027-03-26')} 21:07  Mesa 2`, ...itemLines(oax), `Total ${mxn(sum(oax))}`],
    oa(['restaurant', 'bill', 'dinner']), { restaurant: 'Doña Chabela', total: sum(oax) }));
  add(photo('oaxaca', at('2027-03-27', 9, 55), 'tule', 'park', [], oa(['tree', 'tule'])));
  add(photo('oaxaca', at('2027-03-27', 13, 10), 'hierve', 'sea', [], oa(['hierve-el-agua', 'pools', 'view'])));
  const mezcal = [['MEZCAL ESPADIN 750ML', 650], ['MEZCAL TOBALA 750ML', 1180], ['SAL DE GUSANO', 60]] as const;
  add(photo('oaxaca', at('2027-03-27', 18, 45), 'oaxacaCentro', 'paper', ['MEZCALERIA EL DESTILADO', `${dmy('2027-03-27')}  18:41`, ...itemLines(mezcal), `TOTAL ${mxn(sum(mezcal))}`],
    oa(['mezcal', 'receipt', 'shopping']), { total: sum(mezcal), items: ['espadin', 'tobala', 'sal de gusano'] }));
  add(screenshot('oaxaca', at('2027-03-28', 15, 20), 'centro', ['ADO', 'Boleto electrónico', 'OAXACA → CDMX TAPO', 'Dom 28 Mar · Salida 16:00', 'Llegada 22:25 · ADO GL', 'Asiento 11 · Ventanilla', 'Total $1,148.00', 'Folio ADO-8815521'],
    oa(['bus', 'ticket', 'bus-home']), { seat: '11', departs: '16:00', total: 1148 }));

  // Puebla and Cholula: Saturday 17 – Sunday 18 July, by car (tolls both ways).
  const pu = (extra: string[]) => ['puebla-trip', 'weekend', ...extra];
  add(photo('puebla', at('2027-07-17', 9, 50), 'tollBooth', 'paper', ['CAPUFE', 'PLAZA DE COBRO SAN MARCOS', 'MEXICO - PUEBLA', `${dmy('2027-07-17')}  09:47`, 'CLASE: AUTOMOVIL', 'CUOTA $188.00', 'FOLIO SM-4418230'],
    pu(['toll', 'receipt', 'car']), { total: 188 }));
  add(photo('puebla', at('2027-07-17', 12, 30), 'pueblaHotel', 'folder', ['Hotel Azulejo Real', 'Centro Histórico, Puebla', 'Habitación 15', 'Salida: 18/07 a las 13:00', 'Estacionamiento: cajón 27', 'Wi-Fi: AzulejoReal / talavera15'],
    pu(['hotel', 'key-card', 'parking']), { hotel: 'Azulejo Real', room: '15', bay: '27', password: 'talavera15' }));
  add(photo('puebla', at('2027-07-17', 13, 30), 'puebla', 'city', [], pu(['centro', 'cathedral', 'street'])));
  const talavera = [['PLATO TALAVERA 30 CM', 1450], ['TAZA TALAVERA X2', 560], ['AZULEJO 10X10 X6', 420]] as const;
  add(photo('puebla', at('2027-07-17', 16, 40), 'puebla', 'paper', ['TALLER DE TALAVERA SANTA ROSA', `${dmy('2027-07-17')}  16:36`, ...itemLines(talavera), `TOTAL ${mxn(sum(talavera))}`],
    pu(['talavera', 'receipt', 'shopping']), { total: sum(talavera), items: ['plato', 'tazas', 'azulejos'] }));
  const poblano = [['CHILE EN NOGADA X2', 620], ['MOLE POBLANO', 235], ['CEMITA DE MILANESA', 140], ['AGUA DE JAMAICA X2', 90]] as const;
  add(photo('puebla', at('2027-07-17', 21, 20), 'puebla', 'folder', ['Fonda La Poblanita', 'Centro, Puebla', `${dmy('2027-07-17')} 21:12  Mesa 7`, ...itemLines(poblano), `Total ${mxn(sum(poblano))}`],
    pu(['restaurant', 'bill', 'dinner']), { restaurant: 'La Poblanita', total: sum(poblano) }));
  add(photo('puebla', at('2027-07-18', 11, 0), 'cholula', 'park', [], pu(['cholula', 'pyramid', 'church', 'volcano'])));
  add(photo('puebla', at('2027-07-18', 18, 15), 'tollBooth', 'paper', ['CAPUFE', 'PLAZA DE COBRO SAN MARCOS', 'PUEBLA - MEXICO', `${dmy('2027-07-18')}  18:12`, 'CLASE: AUTOMOVIL', 'CUOTA $188.00', 'FOLIO SM-4431977'],
    pu(['toll', 'receipt', 'car']), { total: 188 }));

  // Tulum: Wednesday 15 – Sunday 19 September (the Independence holiday), by plane; Quintana Roo is -05:00.
  const tu = (extra: string[]) => ['tulum-trip', 'holiday', ...extra];
  add(screenshot('tulum', at('2027-09-15', 6, 35), 'centro', ['Aeroméxico', 'Boarding pass · Valeria', 'MEX → TQO', 'Mexico City - Tulum', 'AM 1694 · Wed 15 Sep', 'Boarding 07:20 · Gate 52', 'Seat 9F · Group 4', 'ORTEGA RUIZ/VALERIA MS'],
    tu(['boarding-pass', 'flight', 'flight-out']), { flight: 'AM 1694', seat: '9F', boarding: '07:20' }));
  add(photo('tulum', at('2027-09-15', 14, 10), 'tulum', 'folder', ['Cabañas Sak Nah', 'Tulum, Quintana Roo', 'Cabaña 6', 'Salida: 19/09 a las 11:00', 'Wi-Fi: SakNah_Playa', 'Clave: tortuga2027', 'Bicicletas gratis en recepción'],
    tu(['hotel', 'key-card', 'wifi']), { hotel: 'Sak Nah', room: '6', password: 'tortuga2027' }));
  add(photo('tulum', at('2027-09-16', 9, 10), 'tulumRuins', 'paper', ['PARQUE DEL JAGUAR - TULUM', `${dmy('2027-09-16')}  09:06`, 'ACCESO PARQUE 2 X $105.00', 'ZONA ARQUEOLOGICA 2 X $100.00', 'TOTAL $410.00'],
    tu(['ruins', 'ticket']), { total: 410 }));
  add(photo('tulum', at('2027-09-16', 10, 0), 'tulumRuins', 'beach', [], tu(['ruins', 'sea', 'view'])));
  add(photo('tulum', at('2027-09-16', 16, 30), 'tulumBeach', 'beach', [], tu(['beach', 'swimming'])));
  add(photo('tulum', at('2027-09-17', 10, 5), 'dosOjos', 'paper', ['PARQUE DOS OJOS', 'SNORKEL + EQUIPO', '2 PERSONAS', `${dmy('2027-09-17')}  10:00`, 'TOTAL $1,100.00', 'PULSERA DO-22815'],
    tu(['cenote', 'snorkel', 'ticket']), { total: 1100 }));
  const tul = [['PESCADO TIKIN XIC', 420], ['CEVICHE DE PULPO', 265], ['MARGARITA X2', 300], ['AGUA DE COCO', 80]] as const;
  add(photo('tulum', at('2027-09-17', 20, 45), 'tulum', 'folder', ['Cocina del Sol', 'Av. Tulum, Tulum', `${dmy('2027-09-17')} 20:38  Mesa 12`, ...itemLines(tul), `Total ${mxn(sum(tul))}`],
    tu(['restaurant', 'bill', 'dinner']), { restaurant: 'Cocina del Sol', total: sum(tul) }));
  add(photo('tulum', at('2027-09-18', 17, 50), 'tulumBeach', 'beach', [], tu(['beach', 'sunset', 'last-evening'])));
  add(screenshot('tulum', at('2027-09-19', 14, 25), 'quintana-roo', ['Aeroméxico', 'Boarding pass · Valeria', 'TQO → MEX', 'Tulum - Mexico City', 'AM 1695 · Sun 19 Sep', 'Boarding 15:05 · Gate 3', 'Seat 21D · Group 5', 'ORTEGA RUIZ/VALERIA MS'],
    tu(['boarding-pass', 'flight', 'flight-home']), { flight: 'AM 1695', seat: '21D', boarding: '15:05' }));
}
