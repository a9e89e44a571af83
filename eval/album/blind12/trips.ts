/**
 * The twelfth blind album's trips and visits: the cruise from the Port of Los Angeles to Avalon and
 * Ensenada (Mon 12 – Fri 16 November 2029, driving to San Pedro the day before), Karen and the
 * grandchildren in Tucson for spring break (Thu 14 – Tue 19 March 2030) and the RV trip through
 * Utah's national parks (Sun 5 – Sat 18 May 2030). See life.ts for the life.
 */
import type { Shot } from '../plan';
import { itemLines, mdy, photo, round2, screenshot, sum, usd, type Roll } from './kit';

/** A photo taken with location services off (June turned them off for the day to save the battery): time and offset, no GPS. */
const unlocated = (shot: Shot): Shot => ({ ...shot, gps: null, town: null });

function cruiseShots(r: Roll): void {
  const { add, at } = r;
  const cr = (extra: string[]) => ['cruise', 'baja-cruise', ...extra];

  add(screenshot('cruise', at('2029-09-20', 14, 33), 'arizona', ['Coral Horizon Cruises', "You're booked!", '4-Night Baja Getaway', 'Sails Mon, Nov 12, 2029', 'Port of Los Angeles', 'Stateroom 7241 · Oceanview', 'Guests: Walter & June', 'Booking # CH8841276', 'Total paid $1,638.44'],
    cr(['booking']), { booking: 'CH8841276', cabin: '7241', total: 1638.44 }));
  // Sunday 11 November: the drive west, a night in San Pedro.
  add(photo('cruise', at('2029-11-11', 10, 47), 'gilaBend', 'paper',
    ['GILA BEND TRAVEL CENTER', 'I-8 EXIT 119', `${mdy('2029-11-11')}  10:44`, 'UNLEADED 87', '13.412 GAL @ $3.899', 'FUEL TOTAL  $52.29'],
    cr(['fuel', 'receipt', 'drive']), { gallons: '13.412', total: 52.29 }));
  add(photo('cruise', at('2029-11-11', 17, 25), 'sanPedro', 'folder',
    ['Harbor View Inn', 'San Pedro, California', 'Room 418 - Walter Haskell', 'Check-out 11/12 by 11 AM', 'Wi-Fi: HarborView_Guest', 'Password: pelican418'],
    cr(['hotel', 'key-card']), { hotel: 'Harbor View Inn', room: '418', password: 'pelican418' }));
  // Monday 12 November: parking, the card, the ship.
  add(photo('cruise', at('2029-11-12', 11, 9), 'cruisePort', 'paper',
    ['PORT OF LOS ANGELES', 'CRUISE TERMINAL PARKING', 'ENTRY 11/12/2029 11:05 AM', 'PREPAID 5 DAYS  $100.00', 'LOT C - SPACE 112', 'KEEP ON DASHBOARD'],
    cr(['parking', 'ticket']), { space: 'C-112', total: 100 }));
  add(photo('cruise', at('2029-11-12', 13, 40), 'cruisePort', 'card',
    ['CORAL HORIZON', 'HASKELL / JUNE', 'STATEROOM 7241', 'DINING: 8:00 PM  TABLE 57', 'MUSTER STATION C', 'SAIL DATE 12 NOV 2029'],
    cr(['ship-card', 'boarding']), { cabin: '7241', table: '57', dinner: '8:00' }));
  add(photo('cruise', at('2029-11-12', 16, 55), 'cruisePort', 'sea', [], cr(['ship', 'deck', 'sail-away'])));
  // Tuesday 13 November: Avalon, Catalina Island.
  add(photo('cruise', at('2029-11-13', 13, 12), 'avalon', 'paper',
    ['CATALINA ISLAND TOURS', 'GLASS BOTTOM BOAT', '11/13/2029  1:30 PM', 'SENIOR X 2  $61.90', 'BOARD AT GREEN PLEASURE PIER'],
    cr(['boat-tour', 'ticket', 'catalina']), { total: 61.9, time: '1:30' }));
  add(photo('cruise', at('2029-11-13', 14, 20), 'avalon', 'sea', [], cr(['harbor', 'catalina', 'boats'])));
  // Wednesday 14 November: Ensenada.
  add(photo('cruise', at('2029-11-14', 9, 5), 'ensenada', 'paper',
    ['TOURS ENSENADA', 'LA BUFADORA Y MERCADO', '14/NOV/2029  9:15 AM', '2 PAX   USD 98.00', 'GUIA: ARTURO'],
    cr(['excursion', 'ticket', 'ensenada']), { total: 98, guide: 'Arturo' }));
  add(photo('cruise', at('2029-11-14', 11, 10), 'bufadora', 'sea', [], cr(['blowhole', 'ensenada', 'ocean'])));
  const cantina = [['MARGARITA X2', 18], ['TACOS DE PESCADO X4', 16], ['AGUA MINERAL', 3]] as const;
  add(photo('cruise', at('2029-11-14', 13, 52), 'ensenada', 'folder', ["Hussong's Cantina", 'Ensenada, B.C. - desde 1892', '14/11/2029  13:41  Mesa 4', ...itemLines(cantina), `Total USD ${usd(sum(cantina))}`],
    cr(['restaurant', 'receipt', 'ensenada', 'lunch']), { restaurant: "Hussong's Cantina", total: sum(cantina) }));
  // Thursday 15 November at sea: the ship's app; Friday 16: the account and home.
  add(screenshot('cruise', at('2029-11-15', 8, 12), 'pacific', ['Coral Horizon', 'Today · Fun Day at Sea', 'Thu, Nov 15', 'Elegant Night: dress up!', 'Bingo 2:00 PM, Deck 5', 'Captain toast 7:15 PM', 'Comedy show 9:30 PM'],
    cr(['ship-app', 'program', 'sea-day']), { elegant: '2029-11-15' }));
  add(screenshot('cruise', at('2029-11-16', 6, 48), 'pacific', ['Coral Horizon', 'Onboard account 7241', 'Beverages $86.50', 'Photo package $39.99', 'Gratuities $128.00', 'Casino $0.00', 'Charged to card $254.49'],
    cr(['ship-app', 'folio', 'bill']), { total: 254.49 }));
}

function familyShots(r: Roll): void {
  const { add, at } = r;
  const fam = (extra: string[]) => ['grandkids', 'family-visit', 'spring-break', ...extra];

  add(screenshot('family', at('2030-02-20', 19, 6), 'arizona', ['Karen Voss', "Flights booked!! SW 2217", 'Denver to Tucson', 'Thu Mar 14, lands 3:45pm', 'We fly home Tue the 19th', 'Kids are SO excited'],
    fam(['flight', 'message', 'karen']), { flight: 'SW 2217', lands: '3:45', arrive: '2030-03-14', leave: '2030-03-19' }));
  add(screenshot('family', at('2030-03-10', 16, 12), 'arizona', ['March 2030', 'Thu 14  Karen + kids 3:45', 'Sat 16  Desert Museum', 'Sun 17  Sabino tram', 'Mon 18  Mt Lemmon', 'Tue 19  Airport 11:00'],
    fam(['calendar', 'plans']), { museum: '2030-03-16' }));
  add(photo('family', at('2030-03-14', 17, 20), 'home', 'park', [], fam(['arrival', 'hugs', 'driveway'])));
  add(photo('family', at('2030-03-15', 14, 35), 'home', 'beach', [], fam(['pool', 'swimming', 'mason', 'lily'])));
  add(photo('family', at('2030-03-16', 10, 2), 'museum', 'paper',
    ['ARIZONA-SONORA DESERT MUSEUM', '03/16/2030  9:58 AM', 'SENIOR X 2  $49.90', 'ADULT X 1  $29.95', 'CHILD (3-12) X 2  $31.90', 'TOTAL  $111.75'],
    fam(['museum', 'ticket']), { total: 111.75 }));
  add(photo('family', at('2030-03-16', 11, 30), 'museum', 'park', [], fam(['museum', 'hummingbirds', 'lily'])));
  add(photo('family', at('2030-03-17', 10, 21), 'sabino', 'paper',
    ['SABINO CANYON TRAM', 'SUN 03/17/2030  10:30 AM', 'ADULT/SENIOR X 3', 'CHILD X 2', 'TOTAL  $60.00', 'LAST TRAM DOWN 4:30 PM'],
    fam(['tram', 'ticket', 'sabino-canyon']), { total: 60 }));
  add(photo('family', at('2030-03-17', 11, 50), 'sabino', 'park', [], fam(['creek', 'sabino-canyon', 'mason'])));
  const cookies = [['CHOC CHIP COOKIE X3', 10.5], ['HOT COCOA X2', 7], ['CHILI BOWL', 8.95]] as const;
  add(photo('family', at('2030-03-18', 12, 40), 'lemmon', 'paper',
    ['MT LEMMON COOKIE CABIN', 'SUMMERHAVEN AZ', `${mdy('2030-03-18')}  12:36 PM`, ...itemLines(cookies), `TOTAL  ${usd(sum(cookies))}`],
    fam(['receipt', 'mount-lemmon', 'lunch']), { total: sum(cookies) }));
  add(photo('family', at('2030-03-18', 14, 15), 'lemmon', 'park', [], fam(['snow', 'mount-lemmon', 'pine-trees'])));
  add(photo('family', at('2030-03-18', 19, 10), 'home', 'party', [], fam(['dinner', 'game-night'])));
}

function rvShots(r: Roll): void {
  const { add, at } = r;
  const rv = (extra: string[]) => ['rv-trip', 'utah-trip', ...extra];

  // Bookings made in April.
  add(screenshot('rv', at('2030-04-03', 9, 18), 'arizona', ['Recreation.gov', 'Your reservation is set', 'Watchman Campground', 'Zion National Park', 'Site B22 · Electric', 'May 6 - May 9, 2030', '3 nights · $69.00', 'Order 0403-7712-58'],
    rv(['booking', 'campground', 'zion']), { site: 'B22', nights: 3, total: 69 }));
  add(screenshot('rv', at('2030-04-14', 7, 1), 'arizona', ['Recreation.gov', 'Timed entry ticket', 'Arches National Park', 'Tue, May 14, 2030', 'Entry 7:00 - 8:00 AM', '1 vehicle · $2.00', 'Order 0414-2290-06'],
    rv(['booking', 'timed-entry', 'arches']), { date: '2030-05-14', entry: '7:00' }));

  // Sunday 5 May: the RV, then Page.
  add(photo('rv', at('2030-05-05', 9, 12), 'home', 'paper',
    ['DESERT SUN RV RENTALS', 'AGREEMENT 30-0518', 'UNIT 14 - 25 FT CLASS C', 'OUT 05/05/2030 9:00 AM', 'DUE BACK 05/18/2030', 'ODOMETER OUT 31,402', '1,500 MI INCL - $0.39/MI', 'DEPOSIT HELD $1,000.00'],
    rv(['rental', 'agreement']), { out: '31,402', unit: '14' }));
  add(photo('rv', at('2030-05-05', 9, 40), 'home', 'park', [], rv(['motorhome', 'walt', 'departure'])));
  add(photo('rv', at('2030-05-05', 17, 48), 'page', 'paper',
    ['PAGE LAKE POWELL CAMPGROUND', 'SITE 41 - FULL HOOKUP', '05/05/2030  1 NIGHT', 'TOTAL  $72.80', 'QUIET HOURS 10PM - 7AM'],
    rv(['campground', 'receipt', 'page']), { site: '41', total: 72.8 }));
  add(photo('rv', at('2030-05-06', 7, 55), 'page', 'sea', [], rv(['lake-powell', 'sunrise', 'page'])));
  // Zion, 6–9 May.
  add(photo('rv', at('2030-05-06', 14, 20), 'zion', 'card',
    ['AMERICA THE BEAUTIFUL', 'SENIOR PASS - LIFETIME', 'PASS 8830 2251 7764', 'WALTER HASKELL', 'JUNE HASKELL'],
    rv(['park-pass', 'zion']), { pass: '8830 2251 7764' }));
  add(photo('rv', at('2030-05-07', 9, 25), 'zion', 'sign', ['ZION CANYON SHUTTLE', 'NEXT BUS IN 4 MIN', 'STOP 6 - THE GROTTO', 'STOP 9 - TEMPLE OF SINAWAVA'], rv(['shuttle', 'zion'])));
  add(photo('rv', at('2030-05-07', 11, 40), 'zion', 'sign', ['RIVERSIDE WALK', '2.2 MILES ROUND TRIP', 'EASY - PAVED', 'NARROWS BEYOND: WADING'], rv(['trail', 'zion'])));
  add(photo('rv', at('2030-05-07', 12, 15), 'zion', 'park', [], rv(['canyon', 'river', 'zion', 'view'])));
  const grill = [['TROUT DINNER', 24], ['BISON BURGER', 19.5], ['PRICKLY PEAR LEMONADE X2', 9], ['PEACH COBBLER', 8.5]] as const;
  const grillTotal = round2(sum(grill) * 1.0775);
  add(photo('rv', at('2030-05-08', 19, 35), 'zion', 'folder', ['Red Rock Grill', 'Springdale, Utah', `${mdy('2030-05-08')}  7:22 PM  Tbl 15`, ...itemLines(grill), `Tax  ${usd(round2(grillTotal - sum(grill)))}`, `Total  ${usd(grillTotal)}`],
    rv(['restaurant', 'receipt', 'dinner', 'zion']), { restaurant: 'Red Rock Grill', total: grillTotal }));
  add(photo('rv', at('2030-05-08', 20, 30), 'zion', 'park', [], rv(['sunset', 'watchman', 'campfire'])));
  // Bryce Canyon, 9–11 May.
  add(photo('rv', at('2030-05-09', 15, 10), 'bryce', 'paper',
    ['BRYCE PINES RV PARK', 'SITE 12 - 30 AMP', 'IN 05/09  OUT 05/11/2030', '2 NIGHTS  $98.00', 'TAX  $12.26', 'TOTAL  $110.26'],
    rv(['campground', 'receipt', 'bryce']), { site: '12', total: 110.26 }));
  add(photo('rv', at('2030-05-10', 6, 25), 'brycePoint', 'sign', ['SUNRISE POINT', 'ELEVATION 8,017 FT', "QUEEN'S GARDEN TRAIL 1.8 MI", 'STAY BEHIND THE RAILING'], rv(['viewpoint', 'bryce'])));
  add(photo('rv', at('2030-05-10', 6, 40), 'brycePoint', 'park', [], rv(['hoodoos', 'bryce', 'sunrise'])));
  add(photo('rv', at('2030-05-10', 10, 5), 'brycePoint', 'park', [], rv(['hoodoos', 'bryce', 'june', 'trail'])));
  // Capitol Reef and Torrey, 11–12 May: location off all day (the zone is Utah's, as at Bryce).
  const pies = [['CHERRY PIE SMALL', 8], ['STRAWBERRY RHUBARB SMALL', 8], ['CINNAMON ROLL', 5], ['ICE CREAM CUP', 3.5]] as const;
  add(unlocated(photo('rv', at('2030-05-11', 14, 5), 'brycePoint', 'paper', ['GIFFORD HOMESTEAD', 'CAPITOL REEF NATURAL HIST ASSN', `${mdy('2030-05-11')}  2:01 PM`, ...itemLines(pies), `TOTAL  ${usd(sum(pies))}`],
    rv(['pie', 'receipt', 'capitol-reef']), { total: sum(pies) })));
  add(unlocated(photo('rv', at('2030-05-11', 14, 40), 'brycePoint', 'park', [], rv(['orchard', 'capitol-reef', 'deer']))));
  add(unlocated(photo('rv', at('2030-05-11', 18, 20), 'brycePoint', 'paper', ['THOUSAND LAKES RV PARK', 'TORREY, UTAH', 'SITE 7 - 05/11/2030', '1 NIGHT  $54.00', 'PAID - VISA 0931'],
    rv(['campground', 'receipt', 'torrey']), { site: '7', total: 54 })));
  // Moab, 12–16 May.
  add(photo('rv', at('2030-05-12', 16, 30), 'moab', 'paper',
    ['MOAB VALLEY RV RESORT', 'SITE 63 - PULL THROUGH', 'ARRIVE 05/12  DEPART 05/16', '4 NIGHTS @ $68.00', 'TAX  $32.37', 'TOTAL  $304.37'],
    rv(['campground', 'receipt', 'moab']), { site: '63', nights: 4, total: 304.37 }));
  add(photo('rv', at('2030-05-14', 7, 35), 'arches', 'sign', ['ARCHES NATIONAL PARK', 'TIMED ENTRY CHECKPOINT', 'HAVE TICKET & PASS READY'], rv(['entrance', 'arches'])));
  add(photo('rv', at('2030-05-14', 8, 20), 'delicate', 'sign', ['DELICATE ARCH TRAIL', '3 MILES ROUND TRIP', 'NO SHADE - CARRY WATER', 'ELEVATION GAIN 629 FT'], rv(['trail', 'arches'])));
  add(photo('rv', at('2030-05-14', 9, 45), 'delicate', 'park', [], rv(['arch', 'arches', 'walt', 'view'])));
  const steak = [['RIBEYE 12 OZ', 38], ['GRILLED SALMON', 29], ['HOUSE MERLOT GLASS X2', 22], ['CHEESECAKE', 9]] as const;
  const steakTotal = round2(sum(steak) * 1.0875);
  add(photo('rv', at('2030-05-15', 20, 10), 'moab', 'folder', ['Slickrock Steakhouse', 'Main Street, Moab', `${mdy('2030-05-15')}  7:54 PM  Tbl 22`, ...itemLines(steak), `Tax  ${usd(round2(steakTotal - sum(steak)))}`, `Total  ${usd(steakTotal)}`],
    rv(['restaurant', 'receipt', 'dinner', 'moab']), { restaurant: 'Slickrock Steakhouse', total: steakTotal }));
  // 16–18 May: the long drive home, fuel at Page, the RV back.
  add(photo('rv', at('2030-05-17', 10, 15), 'page', 'paper', ['PAGE TRAVEL STOP', 'US-89 & HAUL ROAD', `${mdy('2030-05-17')}  10:11 AM`, 'UNLEADED 87', '31.604 GAL @ $4.289', 'FUEL TOTAL  $135.55'],
    rv(['fuel', 'receipt', 'page']), { gallons: '31.604', total: 135.55 }));
  add(photo('rv', at('2030-05-18', 10, 30), 'home', 'paper',
    ['DESERT SUN RV RENTALS', 'RETURN - AGREEMENT 30-0518', 'ODOMETER IN 33,271', 'MILES DRIVEN 1,869', 'EXTRA 369 MI X $0.39  $143.91', 'PROPANE REFILL  $24.50', 'CHARGED TO DEPOSIT  $168.41'],
    rv(['rental', 'return']), { driven: '1,869', extra: 168.41 }));
}

export function tripShots(r: Roll): void {
  cruiseShots(r);
  familyShots(r);
  rvShots(r);
}
