/**
 * The tenth blind album's papers: work and money (payslips, the tax assessment, the home-insurance
 * renewal, the parking fine), health (dentist, optician, blood tests), Bolacha at the vet, the move
 * (the removal quote, four meter photos, the new SIM), Lena's school newsletters and birthday, library
 * slips, the bike shop, a concert and its setlist, a football ticket and the club's fixtures, and a
 * recipe card. See life.ts for the life.
 */
import { dmy, eur, itemLines, photo, round2, screenshot, sum, type Roll } from './kit';

/** Payslip figures: base pay, meal allowance days, IRS withholding rate (%). */
function payslip(period: string, base: number, days: number, irsRate: number) {
  const meal = round2(days * 9.6);
  const irs = round2((base * irsRate) / 100);
  const ss = round2(base * 0.11);
  const net = round2(base + meal - irs - ss);
  return {
    text: ['TRADLINGUA - SERVICOS DE TRADUCAO, LDA', 'RECIBO DE VENCIMENTO', `PERIODO: ${period}`, 'ANNA KOWALCZYK  N. FUNC. 0417', 'NIF 287 554 130  NISS 1203 9954 871',
      `VENCIMENTO BASE  ${eur(base)}`, `SUB. ALIMENTACAO ${days} x 9,60  ${eur(meal)}`, `IRS (${String(irsRate).replace('.', ',')}%)  -${eur(irs)}`, `SEG. SOCIAL (11%)  -${eur(ss)}`, `LIQUIDO A RECEBER  ${eur(net)}`],
    net,
  };
}

export function paperShots(r: Roll): void {
  const { add, at } = r;

  // Work and money.
  const march = payslip('01/03/2027 A 31/03/2027', 1850, 22, 14.1);
  add(photo('money', at('2027-03-31', 20, 12), 'oldHome', 'paper', march.text, ['payslip', 'salary', 'work'], { month: 'march', base: 1850, net: eur(march.net) }));
  const june = payslip('01/06/2027 A 30/06/2027', 1960, 21, 14.6);
  add(photo('money', at('2027-06-30', 21, 3), 'newHome', 'paper', june.text, ['payslip', 'salary', 'work'], { month: 'june', base: 1960, net: eur(june.net) }));
  add(photo('money', at('2027-06-22', 19, 48), 'newHome', 'folder',
    ['Autoridade Tributária e Aduaneira', 'Demonstração de Liquidação de IRS', 'Ano dos rendimentos: 2026', 'Sujeito passivo A: NIF 287 554 130', 'Rendimento global: 24.980,00 €', 'Retenções na fonte: 3.412,50 €', 'Valor a reembolsar: 642,18 €', 'Data prevista do reembolso: 05/07/2027'],
    ['tax', 'irs', 'letter'], { refund: '642,18', due: '2027-07-05' }));
  add(photo('money', at('2027-06-04', 19, 20), 'oldHome', 'folder',
    ['ALMA Seguros', 'Aviso de Renovação', 'Multirriscos Habitação', 'Apólice n.º MRH-77120934', 'Período: 01/07/2027 a 30/06/2028', 'Prémio anual: 214,36 €', 'Anuidade anterior: 198,40 €', 'Débito direto em 01/07/2027'],
    ['home-insurance', 'renewal', 'letter'], { policy: 'MRH-77120934', premium: '214,36', previous: '198,40' }));
  add(photo('car', at('2027-03-09', 11, 58), 'oldHome', 'paper',
    ['EMEL', 'AVISO DE CONTRAORDENACAO', 'N. 2027/118442', 'MATRICULA: 54-XR-81', 'LOCAL: R. MORAIS SOARES 96', 'DATA: 09/03/2027  11:42', 'ESTACIONAMENTO SEM TITULO', 'COIMA: 30,00 EUR', 'PAGAR ATE: 29/03/2027'],
    ['parking', 'fine', 'car'], { plate: '54-XR-81', fine: 30, payBy: '2027-03-29' }));

  // Health.
  add(photo('health', at('2027-02-23', 18, 5), 'dentist', 'card', ['Clínica Dentária de Arroios', 'Dra. Sofia Pires', 'Próxima consulta:', '22/04/2027 às 17h30', 'Tel. 218 140 552'],
    ['dentist', 'appointment', 'card'], { next: '2027-04-22', time: '17h30' }));
  add(photo('health', at('2027-07-08', 10, 14), 'dentist', 'card', ['Clínica Dentária de Arroios', 'Dra. Sofia Pires', 'Próxima consulta: higienização', '14/10/2027 às 9h00', 'Tel. 218 140 552'],
    ['dentist', 'appointment', 'card'], { next: '2027-10-14', time: '9h00' }));
  add(photo('health', at('2027-03-16', 13, 20), 'optician', 'card', ['ÓPTICA DO CHIADO', 'Exame visual 16/03/2027', 'OD  -1,75  cil -0,50  eixo 180', 'OE  -2,00  cil -0,25  eixo 170', 'Lentes: Essilor antirreflexo', 'Óculos prontos: 26/03/2027'],
    ['optician', 'prescription', 'glasses'], { left: '-2,00', right: '-1,75', ready: '2027-03-26' }));
  const LAB: ReadonlyArray<readonly [string, string, number, number, number]> = [['2027-03-09', '2027-03-11', 212, 131, 92], ['2027-08-23', '2027-08-25', 186, 109, 88]];
  for (const [drawn, shown, total, ldl, glucose] of LAB) {
    add(photo('health', at(shown, 19, 30), shown < '2027-06-19' ? 'oldHome' : 'newHome', 'paper',
      ['LABORATORIO SALDANHA - ANALISES CLINICAS', `COLHEITA: ${dmy(drawn)}`, 'UTENTE: ANNA KOWALCZYK', `COLESTEROL TOTAL  ${total} mg/dL  (<190)`, 'COLESTEROL HDL  58 mg/dL  (>45)', `COLESTEROL LDL  ${ldl} mg/dL  (<115)`, `GLICOSE  ${glucose} mg/dL  (70-110)`, 'FERRITINA  21 ng/mL  (15-150)'],
      ['blood-test', 'lab', 'results'], { drawn, total, ldl }));
  }

  // Bolacha at the vet.
  const VET: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, number]>]> = [
    ['2027-04-06', 'FR 2027/1182', [['CONSULTA', 30], ['VACINA ANTIRRABICA', 35], ['DESPARASITACAO INTERNA', 18.5]]],
    ['2027-07-20', 'FR 2027/2410', [['CONSULTA URGENCIA', 45], ['GOTAS AURICULARES', 16.9]]],
  ];
  for (const [date, no, items] of VET) {
    add(photo('dog', at(date, 18, 35), 'vet', 'paper', ['CLINICA VETERINARIA DO AREEIRO', `FATURA-RECIBO ${no}`, `DATA: ${dmy(date)}`, 'ANIMAL: BOLACHA (CANIDEO)', ...itemLines(items), `TOTAL  ${eur(sum(items))} EUR`],
      ['vet', 'receipt', 'bolacha'], { date, total: eur(sum(items)), items: items.map(([n]) => n.toLowerCase()) }));
  }

  // The move: the quote, the new SIM, the meters on moving day, the boxes.
  add(photo('move', at('2027-05-24', 19, 2), 'oldHome', 'paper',
    ['MUDANCAS TEJO, LDA', 'ORCAMENTO N. 0419/27', 'CLIENTE: ANNA KOWALCZYK  913 448 306', 'DE: R. MORAIS SOARES 112, 3 ESQ', 'PARA: AV. DA IGREJA 41, 5 DTO', 'DATA: SAB 19/06/2027  08H00', '3 HOMENS + CAMIAO 20 M3', '25 CAIXAS + FITA INCLUIDAS', 'TOTAL: 640,00 EUR (IVA INCL.)', 'SINAL 30%: 192,00 EUR'],
    ['removals', 'quote', 'move'], { total: 640, date: '2027-06-19', to: 'Av. da Igreja 41' }));
  add(photo('move', at('2027-05-03', 17, 45), 'oldHome', 'card', ['NOS', 'Cartão SIM', 'O seu novo número:', '913 448 306', 'PIN 4471   PUK 80215532'],
    ['sim', 'phone', 'number'], { number: '913 448 306' }));
  const METERS: ReadonlyArray<readonly [string, 'oldHome' | 'newHome', number, string[], string]> = [
    ['electricity', 'oldHome', 7, ['E-REDES', 'CONTADOR 1720 448 915', '04512 kWh'], '04512'],
    ['water', 'oldHome', 7, ['EPAL', 'CONTADOR 09A 331 208', '00873 m3'], '00873'],
    ['electricity', 'newHome', 14, ['E-REDES', 'CONTADOR 1719 903 662', '11208 kWh'], '11208'],
    ['water', 'newHome', 14, ['EPAL', 'CONTADOR 11B 072 554', '02316 m3'], '02316'],
  ];
  METERS.forEach(([kind, where, hh, text, reading], i) => {
    add(photo('move', at('2027-06-19', hh, 20 + i * 4), where, 'sign', text, ['meter', kind, 'move', where === 'oldHome' ? 'old-flat' : 'new-flat'], { reading }));
  });
  add(photo('move', at('2027-06-19', 17, 50), 'newHome', 'indoor', [], ['move', 'boxes', 'new-flat']));

  // Lena: school newsletters, the cake for her ninth birthday, the party.
  add(photo('school', at('2027-02-05', 17, 30), 'oldHome', 'paper',
    ['ESCOLA BASICA N. 1 DE ARROIOS', 'NEWSLETTER - FEVEREIRO 2027', 'TURMA 3.B', '09/02 CARNAVAL: DESFILE 10H', '  (MASCARA - TEMA: O OCEANO)', '26/02 REUNIAO DE PAIS 18H30', '08/03 FOTOGRAFIAS DE TURMA'],
    ['school', 'newsletter', 'lena'], { month: 'february' }));
  add(photo('school', at('2027-05-03', 18, 10), 'oldHome', 'paper',
    ['ESCOLA BASICA N. 1 DE ARROIOS', 'NEWSLETTER - MAIO 2027', 'TURMA 3.B', '12/05 VISITA DE ESTUDO: OCEANARIO', '  (TRAZER LANCHE E CHAPEU)', '21/05 DIA DO DESPORTO', '18/06 FESTA DE FIM DE ANO 18H', '23/06 ULTIMO DIA DE AULAS'],
    ['school', 'newsletter', 'lena'], { month: 'may', trip: 'Oceanario', party: '2027-06-18' }));
  add(photo('party', at('2027-05-18', 13, 10), 'pastry', 'paper',
    ['PASTELARIA FLOR DE ARROIOS', 'ENCOMENDA N. 331', 'BOLO DE CHOCOLATE 2 KG', 'ESCRITA: PARABENS LENA 9 ANOS', 'LEVANTAR: SAB 22/05 AS 11H', 'TOTAL 42,00 EUR - PAGO'],
    ['cake', 'order', 'lena', 'birthday'], { age: 9, pickup: '2027-05-22', total: 42 }));
  add(photo('party', at('2027-05-22', 16, 20), 'oldHome', 'party', [], ['birthday', 'lena', 'party', 'kids']));
  add(photo('party', at('2027-05-22', 16, 55), 'oldHome', 'party', [], ['birthday', 'lena', 'party', 'cake']));

  // Library slips: São Lázaro in April, Coruchéus (Alvalade) in July; the reader number stays.
  add(photo('errands', at('2027-04-10', 11, 25), 'library', 'paper',
    ['BIBLIOTECA DE SAO LAZARO', 'LEITOR: 0031 8842', 'EMPRESTIMO: 10/04/2027', '1. O PRINCIPEZINHO', '2. DIARIO DE UM BANANA 5', '3. LISBOA - GUIA DOS BAIRROS', 'DEVOLVER ATE: 08/05/2027'],
    ['library', 'loan', 'slip'], { reader: '0031 8842', due: '2027-05-08', books: ['principezinho', 'diario de um banana', 'lisboa'] }));
  add(photo('errands', at('2027-07-24', 12, 5), 'libraryAlvalade', 'paper',
    ['BIBLIOTECA DOS CORUCHEUS', 'LEITOR: 0031 8842', 'EMPRESTIMO: 24/07/2027', '1. A VIAGEM DO ELEFANTE', '2. GERMAN GRAMMAR IN USE', 'DEVOLVER ATE: 21/08/2027'],
    ['library', 'loan', 'slip'], { reader: '0031 8842', due: '2027-08-21', books: ['a viagem do elefante', 'german grammar in use'] }));

  // The bike shop in Alvalade.
  const bike = [['CORRENTE KMC 8V', 18.9], ['AFINACAO TRAVOES', 12], ['CAMARA DE AR 700X28', 7.5], ['MAO DE OBRA', 10]] as const;
  add(photo('errands', at('2027-07-03', 11, 40), 'bikeShop', 'paper', ['BICICLETARIA ALVALADE', 'FATURA SIMPL. FS 1/882', 'DATA: 03/07/2027', ...itemLines(bike), `TOTAL  ${eur(sum(bike))} EUR`, 'IVA 23% INCLUIDO'],
    ['bike', 'repair', 'receipt'], { total: eur(sum(bike)) }));

  // A concert at the Coliseu: the ticket, the setlist taped to the stage, the hall.
  add(photo('outing', at('2027-03-12', 20, 50), 'coliseu', 'paper',
    ['COLISEU DOS RECREIOS', 'LUA DE PAPEL - DIGRESSAO 2027', 'SEX 12 MAR 2027  21H30', 'PLATEIA  FILA H  LUGAR 14', 'ABERTURA DE PORTAS 20H30', '32,00 EUR (TAXAS INCL.)', 'BILHETE 8830 1127 5541'],
    ['concert', 'ticket', 'lua-de-papel'], { row: 'H', seat: '14', price: 32 }));
  add(photo('outing', at('2027-03-12', 23, 20), 'coliseu', 'note', ['1. Cais do Sodré', '2. Maré Baixa', '3. Sete Colinas', '4. Ventania', '5. Carta a Lisboa', '6. Faróis', '-- encore --', '7. Lua de Papel'],
    ['concert', 'setlist', 'lua-de-papel'], { first: 'Cais do Sodré', encore: 'Lua de Papel' }));

  // Football: Miguel's club at home, then the club app's fixtures.
  add(photo('outing', at('2027-04-18', 19, 55), 'stadium', 'paper',
    ['SPORTING CLUBE DE PORTUGAL', 'SPORTING CP x FC PORTO', 'ESTADIO JOSE ALVALADE', 'DOM 18/04/2027  20:30', 'PORTA 7  SETOR A12', 'FILA 20  LUGAR 8', '45,00 EUR'],
    ['football', 'ticket', 'match'], { gate: '7', sector: 'A12', row: '20', seat: '8' }));
  add(photo('outing', at('2027-04-18', 20, 40), 'stadium', 'stadium', [], ['football', 'match', 'crowd']));
  add(screenshot('outing', at('2027-08-25', 21, 15), 'lisbon', ['Sporting CP', 'Next matches', 'Sat 28 Aug  Braga (H) 20:30', 'Sun 12 Sep  Vitoria (A) 18:00', 'Sat 18 Sep  Benfica (H) 20:45', 'Sat 25 Sep  Arouca (A) 15:30'],
    ['football', 'fixtures', 'app'], { nextHome: '2027-09-18' }));

  // Miguel's grandmother's rice pudding, copied out on a card.
  add(photo('home', at('2027-02-28', 16, 5), 'oldHome', 'note', ['Arroz doce da Avó Lurdes', '- 250 g arroz carolino', '- 1 litro de leite', '- 200 g açúcar', '- 4 gemas', '- casca de limão, pau de canela', 'cozer 40 min, mexer sempre'],
    ['recipe', 'card', 'arroz-doce'], { milk: '1 litro', yolks: 4, minutes: 40 }));
}
