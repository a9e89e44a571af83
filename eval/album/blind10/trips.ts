/**
 * The tenth blind album's days out and trips: Sintra on a Sunday in March, the Santo António night in
 * Alfama, São Miguel in the Azores by plane (Fri 14 – Mon 17 May 2027, an hour behind Lisbon) and the
 * Algarve by car (Sat 7 – Sat 14 August, a guesthouse in Lagos). See life.ts for the life.
 */
import { eur, itemLines, photo, screenshot, sum, type Roll } from './kit';

export function tripShots(r: Roll): void {
  const { add, at } = r;

  // Work: the river from the office, no text.
  add(photo('work', at('2027-03-02', 13, 10), 'office', 'city', [], ['work', 'office', 'river']));

  // Sintra, Sunday 21 March.
  const si = (extra: string[]) => ['sintra-trip', 'day-trip', ...extra];
  add(photo('sintra', at('2027-03-21', 10, 35), 'pena', 'paper', ['PARQUES DE SINTRA', 'PARQUE E PALACIO DA PENA', '21/03/2027  10:30', '2 ADULTO  40,00', '1 JOVEM (6-17)  18,00', 'TOTAL  58,00 EUR', 'BILHETE PS-3318207'],
    si(['ticket', 'palace']), { total: 58 }));
  add(photo('sintra', at('2027-03-21', 11, 40), 'pena', 'park', [], si(['palace', 'view'])));

  // Santo António night in Alfama, Saturday 12 June: sardines and the street party, no text.
  add(photo('outing', at('2027-06-12', 22, 10), 'alfama', 'party', [], ['santos-populares', 'alfama', 'sardines', 'night']));
  add(photo('outing', at('2027-06-12', 23, 35), 'alfama', 'party', [], ['santos-populares', 'alfama', 'street-party', 'night']));

  // São Miguel, Azores: Friday 14 – Monday 17 May, by plane.
  const az = (extra: string[]) => ['azores-trip', 'long-weekend', ...extra];
  add(screenshot('azores', at('2027-05-14', 8, 2), 'lisbon', ['Azores Airlines', 'Boarding pass · Anna', 'LIS → PDL', 'Lisbon - Ponta Delgada', 'S4 125 · Fri 14 May', 'Boarding 09:25 · Gate 21', 'Seat 17A · Group 2', 'KOWALCZYK/ANNA MS'],
    az(['boarding-pass', 'flight', 'flight-out']), { flight: 'S4 125', seat: '17A' }));
  add(photo('azores', at('2027-05-14', 12, 40), 'pdl', 'folder', ['Hotel Marés Azuis', 'Ponta Delgada', 'Quarto / Room 312', 'Check-out 17/05 - 11h00', 'Wi-Fi: MaresGuest', 'Password: hortensia27', 'Pequeno-almoço 7h30 - 10h30'],
    az(['hotel', 'key-card']), { hotel: 'Marés Azuis', room: '312', password: 'hortensia27' }));
  add(photo('azores', at('2027-05-15', 10, 30), 'seteCidades', 'sea', [], az(['lake', 'crater', 'view'])));
  add(photo('azores', at('2027-05-15', 10, 50), 'seteCidades', 'park', [], az(['lake', 'hydrangeas'])));
  add(photo('azores', at('2027-05-15', 13, 45), 'pdlMarina', 'paper', ['MAR DOS ACORES - WHALE WATCHING', 'SAB 15/05/2027  14:00', 'MARINA DE PONTA DELGADA', '2 ADULTOS + 1 CRIANCA', 'TOTAL 152,00 EUR', 'BOOKING WW-50917'],
    az(['whale-watching', 'ticket', 'boat']), { total: 152, time: '14:00' }));
  add(photo('azores', at('2027-05-15', 15, 10), 'pdlMarina', 'sea', [], az(['whales', 'boat', 'sea'])));
  add(photo('azores', at('2027-05-16', 11, 30), 'furnas', 'park', [], az(['furnas', 'steam', 'hot-springs'])));
  const cozido = [['COZIDO DAS FURNAS X2', 37], ['MEIA DOSE CRIANCA', 9.5], ['AGUA 1,5L', 2.8], ['VINHO VERDE JARRO 0,5', 7.5]] as const;
  add(photo('azores', at('2027-05-16', 14, 5), 'furnas', 'folder', ['Tasca do Vulcão', 'Furnas - São Miguel', '16/05/2027 13:52  Mesa 6', ...itemLines(cozido), `Total  ${eur(sum(cozido))} €`],
    az(['restaurant', 'receipt', 'lunch']), { restaurant: 'Tasca do Vulcao', total: eur(sum(cozido)) }));
  add(photo('azores', at('2027-05-16', 16, 20), 'gorreana', 'sign', ['CHÁ GORREANA', 'PLANTAÇÃO DESDE 1883', 'PROVA DE CHÁ GRATUITA'], az(['tea', 'plantation'])));
  add(screenshot('azores', at('2027-05-17', 13, 40), 'azores', ['Azores Airlines', 'Boarding pass · Anna', 'PDL → LIS', 'Ponta Delgada - Lisbon', 'S4 128 · Mon 17 May', 'Boarding 15:05 · Gate 4', 'Seat 9C · Group 1', 'KOWALCZYK/ANNA MS'],
    az(['boarding-pass', 'flight', 'flight-home']), { flight: 'S4 128', seat: '9C', boarding: '15:05' }));

  // The Algarve: Saturday 7 – Saturday 14 August, by car, a guesthouse in Lagos.
  const al = (extra: string[]) => ['algarve-trip', 'holiday', ...extra];
  add(photo('algarve', at('2027-08-07', 10, 25), 'grandola', 'paper', ['GALP - A.S. GRANDOLA A2', 'FATURA SIMPL. FS 27/88310', '07/08/2027  10:21', 'GASOLINA 95 SIMPLES', '38,40 L x 1,869 EUR/L', 'TOTAL  71,77 EUR', 'IVA 23% INCLUIDO'],
    al(['fuel', 'receipt', 'car']), { price: '1.869', total: '71,77' }));
  add(screenshot('algarve', at('2027-07-02', 22, 5), 'lisbon', ['Booking.com · My trips', 'Your stay in Lagos is set', 'Casa da Piedade', 'Guesthouse · Lagos', 'Sat 7 Aug – Sat 14 Aug', '7 nights · 2 adults, 1 child', 'Total: € 1,036', 'Confirmation 3391.204.778'],
    al(['booking', 'guesthouse']), { stay: 'Casa da Piedade', total: 1036 }));
  add(photo('algarve', at('2027-08-07', 16, 45), 'lagos', 'folder', ['Casa da Piedade', 'Guesthouse · Lagos', 'Quarto 7 "Figueira"', 'Check-out: 14/08 até às 11h', 'Wi-Fi: CasaPiedade_5G', 'Senha: barlavento2027', 'Pequeno-almoço 8h - 10h30 no pátio'],
    al(['guesthouse', 'key-card', 'wifi']), { stay: 'Casa da Piedade', room: '7', password: 'barlavento2027' }));
  add(photo('algarve', at('2027-08-08', 11, 10), 'camilo', 'beach', [], al(['beach', 'cliffs', 'swimming'])));
  add(photo('algarve', at('2027-08-09', 10, 5), 'lagosMarina', 'paper', ['GRUTAS & BARCOS LAGOS', 'PASSEIO AS GRUTAS - 75 MIN', 'SEG 09/08/2027  10:30', 'PARTIDA: MARINA DE LAGOS', '2 AD + 1 CR', 'TOTAL 60,00 EUR'],
    al(['boat-trip', 'ticket', 'grottoes']), { total: 60, time: '10:30' }));
  add(photo('algarve', at('2027-08-09', 11, 0), 'lagosMarina', 'sea', [], al(['boat', 'grottoes', 'cliffs'])));
  add(photo('algarve', at('2027-08-11', 11, 10), 'sagres', 'paper', ['DIRECAO REGIONAL DE CULTURA DO ALGARVE', 'FORTALEZA DE SAGRES', '11/08/2027  11:05', 'BILHETE NORMAL X2  6,00', 'CRIANCA ATE 12 ANOS  0,00', 'TOTAL  6,00 EUR'],
    al(['fortress', 'ticket', 'sagres']), { total: 6 }));
  const dinner = [['SARDINHAS ASSADAS X2', 25], ['POLVO A LAGAREIRO', 19.5], ['HAMBURGUER CRIANCA', 8.5], ['SANGRIA JARRO 1L', 14]] as const;
  add(photo('algarve', at('2027-08-12', 21, 40), 'lagos', 'folder', ['Tasca do Pescador', 'Lagos', '12/08/2027 21:31  Mesa 11', ...itemLines(dinner), `Total  ${eur(sum(dinner))} €`],
    al(['restaurant', 'receipt', 'dinner']), { restaurant: 'Tasca do Pescador', total: eur(sum(dinner)) }));
  add(photo('algarve', at('2027-08-13', 19, 50), 'camilo', 'beach', [], al(['beach', 'sunset', 'last-evening'])));
}
