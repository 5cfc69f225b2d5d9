import { describe, expect, it } from 'vitest';
import type { SegmentLabel } from '../../../lambdas/core/schema.js';
import { DetectConfig } from '../../../lambdas/core/detect/config.js';
import { detectTranscript } from '../../../lambdas/core/detect/index.js';
import { detected, detectedOfType, transcript } from '../helpers.js';

const locations = (text: string, label: SegmentLabel = 'NON_MATH') => detectedOfType('LOCATION', text, label);

describe('LOCATION: postal addresses parsed into components', () => {
  it.each([
    // one line, single spaces: the whole address is one span
    ['I live at 42 Oak Street', ['42 Oak Street']],
    // a title after the comma opens someone's name, no town
    ['It was the gravel on County Road 14, Mrs. Amundsen, the bus almost slid.', ['County Road 14']],
    ['my address is 1180 Oak Avenue, Apt 4B, Springfield', ['1180 Oak Avenue, Apt 4B, Springfield']],
    ["I'll meet you at 010 63 Avenue du Golf Arabe Suite 910 Hellendoorn, OV 21072 after the concert.", ['010 63 Avenue du Golf Arabe Suite 910 Hellendoorn, OV 21072']],
    ['The bus station is on Villacher Strasse 89', ['Villacher Strasse 89']],
    // a street abbreviation after a house number or a street word, where the address ends, is left out
    ['Pedestrians must enter on Sludevej 13 St. the first three months', ['Sludevej 13']],
    ['Pedestrians must enter on 137 Avenue Teboulbi St. the first three months', ['137 Avenue Teboulbi']],
    ['Ask the driver to stop at the corner of Nieuwe Baan 473 St. and the park', ['Nieuwe Baan 473']],
    ['the bus drops you off at 74678 midtvollen 130 st.', ['74678', 'midtvollen 130']],
    ['I live at 123 Main St.', ['123 Main St.']],
    ['The office is at 17031 2202 Rissik St Apt. 050 Coalville', ['17031 2202 Rissik St Apt. 050 Coalville']],
    // military mail
    ['send it to PSC 0413, Box 8144\nAPO AA 42323 please', ['PSC 0413, Box 8144\nAPO AA 42323']],
    ['Please return to Unit 4719 Box 7394 DPO AP 70942 in case of an issue.', ['Unit 4719 Box 7394 DPO AP 70942']],
    // the address of a place named in several words, given without a street word
    ['The address of Bright Path Learning Center is Aqqaluk 14', ['Aqqaluk 14']],
  ])('%j', (text, expected) => {
    // Act
    const found = locations(text);
    // Assess
    expect(found).toEqual(expected);
  });

  it('splits an address laid out in fields (two spaces, ">") into its components and leaves the country out', () => {
    // Prepare
    const fields = 'Billing address: Ana Dias     31401 Kiannonkatu 98 Apt. 360    OULU     nan     53650';
    const arrows = '> Lina Berg\n> 2224 Trenerys gate 232\n> Apt. 342\n> TRONDHEIM\n> Norway 64389';
    // Act / Assess: a number before a street that has its own house number is a field of its own
    expect(locations(fields)).toEqual(['31401', 'Kiannonkatu 98', 'Apt. 360', 'OULU', 'nan', '53650']);
    expect(locations(arrows)).toEqual(['2224', 'Trenerys gate 232', 'Apt. 342', 'TRONDHEIM', '64389']);
    // a British postcode after its town is read whole, not as a region code and a stray number
    expect(locations('For the book parcel: Flat 3, 41 Mortimer Road > Clifton > Bristol BS8 4EX')).toEqual(['Flat 3', '41 Mortimer Road', 'Clifton', 'Bristol', 'BS8 4EX']);
  });

  it('reads "???" between fields as a separator, not as the end of a question that cuts the street off', () => {
    // Prepare: a name and a company field before the street, as exported contact cards lay them out
    const card = '??? Ana Dias ??? Johnson Inc. ??? 4923 Parmova 109 ??? Suite 380 ??? Maribor ??? Slovenia 82709';
    // Act / Assess: the street line before the unit belongs to the address
    expect(locations(card)).toEqual(['4923', 'Parmova 109', 'Suite 380', 'Maribor', '82709']);
    // A real question before an address still ends its sentence there
    expect(locations('where do you live? 4923 Parmova 109 Suite 380')).toEqual(['4923 Parmova 109 Suite 380']);
  });

  it('reads a block on its own lines, one component a line, as fields (a letterhead or signature)', () => {
    // Prepare
    const letter = 'Ana Dias\n\n20789 Allika 46\n Suite 501\n Riisa\n\n Estonia 62488';
    const alone = '583 Magrethevej 298\n Apt. 123\n Qasigiannguit\n Denmark 07609\n32 155 501 1900-Office';
    // Act / Assess: the postal code stops at the line end, the phone number on the next line stays out
    expect(locations(letter)).toEqual(['20789', 'Allika 46', 'Suite 501', 'Riisa', '62488']);
    expect(locations(alone)).toEqual(['583', 'Magrethevej 298', 'Apt. 123', 'Qasigiannguit', '07609']);
  });

  it('keeps an address written in running text, or with its unit on the street line, whole', () => {
    // Prepare
    const inline = 'can you please send a new one to 1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? thanks';
    const unitOnStreet = "here's her address:\n\n19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256";
    // Act / Assess
    expect(locations(inline)).toEqual(['1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903']);
    expect(locations(unitOnStreet)).toEqual(['19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256']);
  });

  it("ends no address across a sentence its street's number closes; an abbreviation's dot goes on to the town", () => {
    // Act / Assess: "Blizzard" opens the next sentence, no town; "Ave." is the street's
    expect(locations('Dairy Queen on Route 9. Blizzard machine broke, it was chaos.')).toEqual([]);
    expect(locations('send it to 1180 Oak Ave. Springfield, IL 62704')).toEqual(['1180 Oak Ave. Springfield, IL 62704']);
  });

  it('reads a bare street line with a stray number before a numbered street as its parts', () => {
    // Act / Assess
    expect(locations('Tilly lives at 86036 Rua do Arenque 1634, Goiânia')).toEqual(['86036', 'Rua do Arenque 1634', 'Goiânia']);
    expect(locations('The restaurant is at 17151 2450 Crown St')).toEqual(['17151', '2450 Crown St']);
    // one house number, or a unit, region or postal code: one address
    expect(locations('I live at 42 Oak Street, Springfield')).toEqual(['42 Oak Street, Springfield']);
    expect(locations('I live at 370 3911 Fourth Avenue Suite 697, Mora de Rubielos, Spain 16200')).toEqual(['370 3911 Fourth Avenue Suite 697, Mora de Rubielos, Spain 16200']);
  });

  it('keeps a building number before a P.O. box apart, and reads "P.O." as an abbreviation, not a sentence end', () => {
    const text = 'Jo Puca  45818 P.O. Box 242  Suite 643  Gainesville';
    expect(locations(text)).toEqual(['45818', 'P.O. Box 242', 'Suite 643', 'Gainesville']);
  });

  it('reads Polish postal codes ("53-320") after a city field', () => {
    expect(locations('Billing address: Ana Lis     31401 ul. Vine 86 Apt. 360    Lodz     nan     53-320')).toEqual(['31401', 'ul. Vine 86', 'Apt. 360', 'Lodz', 'nan', '53-320']);
  });

  it('reads lower-case chat addresses: a compound street name and its number, then towns closed by commas', () => {
    // Act / Assess
    expect(locations('meet me at 2407 tawastintie 6, sé, portugal')).toEqual(['2407 tawastintie 6, sé, portugal']);
    expect(locations('my friend lives at 2407 tawastintie 6, sé')).toEqual(['2407', 'tawastintie 6', 'sé']);
    // the words after a street are a town only when a comma or the end closes them
    expect(locations('meet me at 12 oak street, then we go to the park')).toEqual(['12 oak street']);
  });

  it('keeps lower-case words of a street name right before its street word ("Árpád fejedelem útja 3.")', () => {
    expect(locations('The title refers to Árpád fejedelem útja 3. street in the old town.')).toEqual(['Árpád fejedelem útja 3.']);
  });

  it.each([
    'i got 12 apples and 5 left, ok',
    'we did 3 problems in 12 minutes, then 4',
    'page 12 number 5, then 6',
    'meet me at room 12 after class, ok',
    'i did 12 problems on the ring 5, yes',
    'the meeting 2 is at 3, ok',
  ])('lower-case math chat with numbers and commas is not an address: %j', (text) => {
    expect(locations(text)).toEqual([]);
    expect(locations(text, 'MATH')).toEqual([]);
  });

  it('does not take the name before an address, nor the phone number after it', () => {
    // a unit, a stray number and a numbered street with no commas between are fields in a row
    const text = 'Mrs. Barbara Yudina Apt. 675 62314 Mellemvej 32 Aalborg NO 9100 Mobile: 0688 843 79 56';
    expect(locations(text)).toEqual(['Apt. 675', '62314', 'Mellemvej 32', 'Aalborg', 'NO', '9100']);
    // a unit first, then a written street: one address
    expect(locations('Flat 3, 12 High Street, London')).toEqual(['Flat 3, 12 High Street, London']);
  });

  it.each([
    // capital two-letter region codes that are also words ("ON", "AT") do not end the chain
    ['The address of Risks is 9554 62 Rue Gafsa Apt. 981\nToronto\n, ON\n 82269', ['9554 62 Rue Gafsa Apt. 981\nToronto\n, ON\n 82269']],
    ['update my address to: 462 Stubengraben 80 Apt. 608\nDusino San Michele, AT 31295', ['462 Stubengraben 80 Apt. 608\nDusino San Michele, AT 31295']],
    // lower-case towns and codes before a postal code
    ['to the same: 2613 avenida praia 1 suite 463, mohács, hungary 24743', ['2613 avenida praia 1 suite 463, mohács, hungary 24743']],
    ['user: 0605 πεντέλης 210 apt. 999\ndelmas, mp 35739', ['0605 πεντέλης 210 apt. 999\ndelmas, mp 35739']],
    // a unit word ends a street name opened by a street word; "∆" may open a town's word
    ["It's in 479 95 Avenue des Tuileries Apt. 892 GUÉRET LI", ['479 95 Avenue des Tuileries Apt. 892 GUÉRET LI']],
    ["It's in Λεωφόρος Συγγρού 119 Nino Point\n Apt. 658\n ΑΓΙΟΣ ∆ΟΜΕΤΙΟΣ\n Cyprus (Greek) 25572", ['Λεωφόρος Συγγρού 119 Nino Point\n Apt. 658\n ΑΓΙΟΣ ∆ΟΜΕΤΙΟΣ\n Cyprus (Greek) 25572']],
    // a disclosed bare street line the parser cannot anchor, read as its parts
    ['Jožef had given Albin his address: 450 Præstevænget 15, København V', ['450', 'Præstevænget 15', 'København V']],
    ['Tilly lives at 172 Maneeži 75, Saareküla', ['172', 'Maneeži 75', 'Saareküla']],
    // a department number between a town and a postal code that closes the address
    ['The restaurant is located at 704 1436 Redbud Drive\nCite Essanaouber\n, 32\n 60810. It serves great food.', ['704 1436 Redbud Drive\nCite Essanaouber\n, 32\n 60810']],
    ['I live at 12 Oak Street, Springfield, 3 4500 people live there', ['12 Oak Street, Springfield']],
    // a building cue, a house number and capitalised name words closing the sentence
    ['The restaurant is at 9816 214 Pavlou Drandaki', ['9816', '214 Pavlou Drandaki']],
  ])('%j', (text, expected) => {
    expect(locations(text)).toEqual(expected);
  });

  it.each(['The store is at 5 Pm Today.', 'The house is at 12 Page Lesson.', 'my answer is at 12 and 15, ON 3', 'in on 12 and 13, at 14', "Twenty-four. Ezra moved to Mr. Kowalski's room, remember."])('no address: %j', (text) => {
    expect(locations(text)).toEqual([]);
    expect(locations(text, 'MATH')).toEqual([]);
  });
});

describe('LOCATION: places after a cue, postal codes after a cue', () => {
  it.each([
    ['we moved to Austin last year', ['Austin']],
    ['she lives on a quiet street in Highveld. Nice', ['Highveld']],
    ['and on the last sunday we returned to kiel by train', ['kiel']],
    ['Mr. Baader is a 21 year old man who grew up in Remniku.', ['Remniku']],
    ['Ms. Jones flew to Bessastaðahreppur on Saturday morning.', ['Bessastaðahreppur']],
    ['Maha Cazares  Chiclana de la Frontera Spain', ['Chiclana de la Frontera']],
    ['I grew up in Toronto, Canada', ['Toronto']],
    // a street word written out ends at the sentence's full stop; the next sentence's "I" is no town
    ["Got it, 2214 Birchwood Lane. I'll be there at 11.", ['2214 Birchwood Lane']],
    // a rural road known by its number keeps the house number before it in one span; the sentence's dot is left out
    ["We're the yellow house at 4471 County Road 9, the one with the big dog.", ['4471 County Road 9']],
    ['Grandpa lives at 880 State Route 30.', ['880 State Route 30']],
    ['We moved to 901 Avenida Juarez. It is bigger.', ['901 Avenida Juarez']],
    ['I live at 12 Oak St. in Dover', ['12 Oak St.', 'Dover']],
    ['ZIP: 7412 SL', ['7412 SL']],
    ['my zip code is 35350', ['35350']],
    // a state's code is in capitals: a lower-case word after the code is the sentence going on
    ['We live close by, zip is 30518 if you need it for mileage', ['30518']],
  ])('%j', (text, expected) => {
    expect(locations(text)).toEqual(expected);
  });

  it.each([
    ['im from east harlem', ['east harlem']],
    ['we live in brooklyn now', ['brooklyn']],
    ['my school is ms 88 in brooklyn', ['brooklyn']],
    ["i'm from the future lol", []],
    ['i live in a small house', []],
    ['im from class 3', []],
    // a reply before a country that is also a name is no town of it
    ['Yeah, Jordan has braces now.', []],
  ])('reads a lower-case town after a first-person living or origin cue: %j', (text, expected) => {
    // Act / Assess
    expect(locations(text)).toEqual(expected);
  });

  it('does not flag countries or states (larger than LOCATION)', () => {
    expect(locations('I will be travelling to Estonia next week')).toEqual([]);
    expect(locations('In Estonia they have company songs')).toEqual([]);
    expect(locations('we moved here from Texas')).toEqual([]);
  });
});

describe('LOCATION: places told by structure (postal code, organisation, street cue, intersection, venue)', () => {
  it.each([
    // a place right before a postal code, the code closed by punctuation, the end or a joining word
    ['Looking to support Factset in Bjert 6091 in its mission to grow', ['Bjert', '6091']],
    ['Looking to support Nautilytics in København K 1421 in its mission', ['København K', '1421']],
    ['Looking to support MysticWeb in Quinta de São Tiago 3610-114 in its mission', ['Quinta de São Tiago', '3610-114']],
    ['looking to support foursquare in barra de carrasco 15000 in its mission', ['barra de carrasco', '15000']],
    // where an organisation is, in a sentence about working there, closed by ", which" or ","
    ['and the following year at Healthpocket Inc in SCHLAGLES, which later became Credit Karma', ['SCHLAGLES']],
    ['and the following year at Numedii in Cheb 2, which later became Berkery', ['Cheb 2']],
    // a street named after a cue that places a building or a person on it, no street word needed
    ['The bus station is on Pod Floriánem 1677', ['Pod Floriánem 1677']],
    ['He lives on the north side of Joaquin Suarez 2906.', ['Joaquin Suarez 2906']],
    // a trip's length is no street: "a 30 minute drive"
    ['we went to a hornets game once but its like a 30 minute drive from gastonia so not a lot', ['gastonia']],
    ['Maria lives on Via dei Fiorentini 17 street.', ['Via dei Fiorentini 17']],
    // an intersection is one place
    ['I want to update my address to the same: the corner of Csabai kapu 39. and Mathias Pass', ['the corner of Csabai kapu 39. and Mathias Pass']],
    ['owens, duran and oneal\n\nthe corner of heiligengeistbrücke 77 and minik courts', ['the corner of heiligengeistbrücke 77 and minik courts']],
    // a venue named after its place: the place is the words before the venue words
    ['When: 2000-04-16 11:34:35\nWhere: UPTON SCUDAMORE Country Club.', ['UPTON SCUDAMORE']],
    ['when: 2006-04-07 09:00:27\nwhere: cite ben hjel country club.', ['cite ben hjel']],
    ['When: 1992-11-12 07:04:41\nWhere: Unionville (Orange) Country Club.', ['Unionville (Orange)']],
  ])('%j', (text, expected) => {
    // Act
    const found = locations(text);
    // Assess
    expect(found).toEqual(expected);
  });

  it('keeps an intersection in math talk only with a street word or a first-person word', () => {
    expect(locations('Innography\nthe corner of 25 Dili Gianni Street and King Forges\nMobile: 723 813 266', 'MATH')).toEqual(['the corner of 25 Dili Gianni Street and King Forges']);
    expect(locations('Sam stands at the corner of Oak 3 and Elm', 'MATH')).toEqual([]);
  });

  it('does not flag a country named with a qualifier, nor the first word of a country name', () => {
    expect(locations('We moved here from Cyprus (Greek)')).toEqual([]);
    expect(locations('South Africa was super fun to visit!')).toEqual([]);
    expect(locations('During 1971, Mayo-Walters invested heavily in new microprocessor designs')).toEqual([]);
  });

  it.each([
    'we finished it in 2 minutes 1500 was the score',
    'look in Problem 6091, then',
    'it is in Chapter 3 1500 words',
    'check in Room 1421 and then',
    'the answer is in Figure 1421.',
    'I am in MTH 1421 this term',
    'I was in Algebra 1010, which was hard',
    'we started in March 2021, which',
    'In Excel 2016, you can do it',
    'put it in Box 1500.',
    'the population in Millville 12000 people',
    'x = 12/25 in Step 4',
    'I worked at Kumon in Math, which was hard',
    'I spent a year at Lincoln in Grade 5, which was fun',
    'I worked at Target in December, which was busy',
    'She worked at Google in Spring, which was fun',
    'The test is on Chapter 5 12.',
    'My birthday is on June 12.',
    'Our class is at Room 12.',
    'He lives on Level 12.',
    'the corner of Row 3 and Column 4',
    'the corner of Figure 3 and Table',
    'Meet me at 3:15 in Room 12, ok',
    'Where: Room 12',
    'where: our school gym',
  ])('tutoring talk is no place: %j', (text) => {
    expect(locations(text)).toEqual([]);
    expect(locations(text, 'MATH')).toEqual([]);
  });
});

describe('LOCATION: math talk and lessons are not addresses', () => {
  it.each([
    ['7 is in the thousands place.', 'NON_MATH'],
    ['There are 12 or 20 cookies in each row.  Okay?', 'NON_MATH'],
    ['It would be 10 this way.', 'NON_MATH'],
    ['We are on Unit 3 Lesson 5 today', 'NON_MATH'],
    ['Problem 5 Part 3 is next', 'NON_MATH'],
    ["I'm in Algebra 2 this year", 'NON_MATH'],
    ['Sam walks 3 blocks down Oak Street and 4 blocks up Elm Street. How far?', 'MATH'],
    ['Sam walks down Oak Street 5 times', 'NON_MATH'],
    ['Room 204 has 30 desks in 5 rows', 'MATH'],
    ['Lena drove from Denver to Austin at 60 miles per hour', 'MATH'],
    ['The river flows from Maple Falls to Cedar Creek, 42 miles in all.', 'MATH'],
    ['Box 3 holds 12 apples and Box 4 holds 15', 'MATH'],
    ['Which point on the number line is located at -3 1/2?', 'MATH'],
    // a street named like a thing, and one in math talk
    ['the Fast Lane is closed, and the Hard Drive is full', 'NON_MATH'],
    ['Penny Lane.', 'NON_MATH'],
    ['on Math Avenue', 'NON_MATH'],
    ["Noodle Lane, I'm dying.", 'NON_MATH'],
    ['Walk down Pruitt Street 3 blocks, then turn.', 'MATH'],
    ['my Little Pony has 3 friends', 'NON_MATH'],
    ['the County Fair is fun, and the County Clerk said so', 'NON_MATH'],
  ] as Array<[string, SegmentLabel]>)('%j (%s)', (text, label) => {
    expect(locations(text, label)).toEqual([]);
  });

  it('in math talk, keeps a street address told in the first person or after an address cue', () => {
    expect(locations('my house is 42 Oak Street', 'MATH')).toEqual(['42 Oak Street']);
    expect(locations('come pick me up at 1668 Glyn St after we finish this fraction', 'MATH')).toEqual(['1668 Glyn St']);
    expect(locations('my dad works at 500 Market St, Suite 200', 'MATH')).toEqual(['500 Market St, Suite 200']);
  });

  it('flags a city, state code and ZIP code whole, and does not cut a word after a street abbreviation', () => {
    expect(locations('I live in Springfield IL 62704', 'MATH')).toEqual(['Springfield IL 62704']);
    expect(locations('Puruntie 82 Ste 5, Oulu')).toEqual(['Puruntie 82 Ste 5, Oulu']);
  });

  it('does not take a street word and a number alone for an address', () => {
    for (const text of ['Station 3 Court 4', 'Track 2 Lane 5', 'Highway 101', 'Plaza 5', 'Avenue 3', 'i have 3 apples on main street']) expect(locations(text)).toEqual([]);
  });

  it('in math talk, keeps a first-person place and a full address', () => {
    expect(locations("I'm from Tucson and 3/4 of my class is too", 'MATH')).toEqual(['Tucson']);
    expect(locations('the answer is 12. also my address is 28245 Puruntie 82 Apt. 595 LAPPEENRANTA', 'MATH')).toEqual(['28245 Puruntie 82 Apt. 595 LAPPEENRANTA']);
  });
});

describe('LOCATION: homes and towns as chat tells them', () => {
  it.each([
    ['I live on 42 oak st', '42 oak st'],
    ['we live at 77 s maple ln apt 4', '77 s maple ln apt 4'],
    // an adverb closing the message is no part of the town
    ['i live at 42 oak st, springfield now', '42 oak st, springfield'],
    ['our apartment is on Elm Street by the laundromat', 'Elm Street'],
    ['im in houston tx so its an hour earlier for me', 'houston'],
    ['my grandma lives in Guadalajara', 'Guadalajara'],
    // a family home's town outranks a name read in the same words; the speaker's street by name
    ["when we go to my grandma's house in Willow Bend we leave at nine fifteen", 'Willow Bend'],
    // a city that is also a family name, from the cities list
    ["We went to my tía's house in Salinas and my cousin had a quinceañera.", 'Salinas'],
    ['um on my street, Birchwood Lane, there are like twelve houses', 'Birchwood Lane'],
    // a move ahead, a family's workplace and an event, each "in" or "to" a town no list holds
    ["yeah we're moving to Bellmont on June 20th.", 'Bellmont'],
    ['One more thing, we might move to Saline over the summer.', 'Saline'],
    ['my aunt works at the UPS hub in Easton and she sorts boxes', 'Easton'],
    ["I went to my cousin's quinceañera in Elgin and I stayed up till midnight.", 'Elgin'],
    // a home's street by its name alone
    ['Can my grandpa come? He lives right on Fulton.', 'Fulton'],
    ['My house is right across from that fence, on Tamarack. I can see the hoop.', 'Tamarack'],
  ])('%s', (text, want) => {
    expect(locations(text)).toEqual([want]);
  });

  it.each([
    ['I have 42 oak trees and 3 apples on main st', 'NON_MATH'],
    ['we live in Texas, near the coast', 'NON_MATH'],
    ['the line is on Segment Street in the diagram? no, 5 on AB', 'MATH'],
    ['in math we live in fear of fractions', 'NON_MATH'],
    ['plot it in quadrant II, ok', 'MATH'],
    ['my street is really busy in the morning', 'NON_MATH'],
    ['the store in Minecraft sells diamond swords', 'NON_MATH'],
    ['Ms. Broussard, Mr. Dev said I move to E-51?', 'NON_MATH'],
    ['my mom works at home on Fridays', 'NON_MATH'],
    ['we live on Zoom now lol', 'NON_MATH'],
    // (a teacher moving on to a student is no move to a place)
    ["Okay, I'm going to move to Ashley next.", 'MATH'],
    ["I'm moving to Ashley's table.", 'MATH'],
  ] as const)('leaves alone: %s', (text, label) => {
    expect(locations(text, label)).toEqual([]);
  });
});

describe('LOCATION: mid-size towns from the generated list (towns.json)', () => {
  it.each([
    ["How's the weather up in Duluth today? Still snowing?", 'Duluth'],
    ['i live in hattiesburg, its really hot', 'hattiesburg'],
    ['we just moved to Bettendorf this summer', 'Bettendorf'],
    ['im in topeka ks', 'topeka'],
    // trips: after a trip verb, and both ends of a "from ... to"
    ['we drove up to Flagstaff for the weekend so i didnt finish the hw sorry', 'Flagstaff'],
    ['I went to Duluth over the weekend with my family and we saw the giant ships.', 'Duluth'],
    ["we're going to Flagstaff on friday", 'Flagstaff'],
    // a capital inside the town's name; chat's "n" for "in" after "live"
    ['we moved to McAllen last year', 'McAllen'],
    ["we're driving to Coeur d'Alene tmrw for my cousins wedding", "Coeur d'Alene"],
    ['i live n kalamazoo its not that big', 'kalamazoo'],
    // a town closing its sentence
    ['My cousin lives in Duluth.', 'Duluth'],
    // a relative by the family's own kin word; a trip "all the way"; a town opening its sentence
    ['My abuela lives in Ponce.', 'Ponce'],
    // a rural road named after a cue goes on to its number
    ["At my grandma's place on County Road 340. She has a trampoline.", 'County Road 340'],
    // where a family member is from, where the speaker grew up
    ["my mom's from Can Tho too! which part", 'Can Tho'],
    ['Growing up in Gary it was basketball or nothing.', 'Gary'],
    // the speaker's own past told close by, in math talk too; a sentence's capital "From"; "next to"; a call's place
    ['Yes, in Cebu I had a sari-sari store in front of our house.', 'Cebu'],
    ["She's from the Philippines. From Cebu City.", 'Cebu City'],
    ["Ha! It's a city too, right next to Chicago.", 'Chicago'],
    ['Hello, hello! I am Yusuf, I am calling from Dearborn.', 'Dearborn'],
    // a military post the speaker was at
    ['My dad drove a fuel truck. Well, he did when we were at Fort Riley.', 'Fort Riley'],
    ['Not a tent. We have buildings here at Camp Arifjan.', 'Camp Arifjan'],
    // a college's town
    ['State is March 15th, at Northgate Technical College in Ashby.', 'Ashby'],
    ['We have to drive all the way to Fresno for it, it is so far.', 'Fresno'],
    // a lower-case town that is no word and no name needs no first-person word
    ['its snowing here in rochester lol school might close tmrw', 'rochester'],
    ["its sooo hot in toowoomba today i can barely think", 'toowoomba'],
    // GeoNames' "Saint" as people write it; "I'm from" before a place that is also a word
    ['my grandparents live in Port St. Lucie so we visit a lot', 'Port St. Lucie'],
    ['my cousins live in st. cloud and they are coming over', 'st. cloud'],
    ["I'm from Reading originally, in England", 'Reading'],
    // "here in" a town that is also a given name: the place, not the person
    ["Since most of you live right here in Lafayette, raise your hand if you've been to the river.", 'Lafayette'],
  ])('%s', (text, want) => {
    // Act / Assess: none of these is in the city list from Presidio's lists
    expect(locations(text)).toEqual([want]);
  });

  it.each([
    // a town spelled like a word or a name is left out of the list ("Reading", "Orange", "Hope")
    ['I was reading in Reading mode on my tablet', 'NON_MATH'],
    ['we met in Hope at the library', 'NON_MATH'],
    // a counted trip between two towns, told of nobody in the first person, is a word problem
    ['It took 52 minutes to travel from Tinley Park to Mokena.', 'NON_MATH'],
    // in math talk a town needs a first-person word
    ['The train leaves Topeka at 3:15 and arrives in Duluth at 6:40.', 'MATH'],
  ] as const)('leaves alone: %s', (text, label) => {
    expect(locations(text, label)).toEqual([]);
  });

  it('keeps a trip a student tells in the first person, and a part of town with its city', () => {
    expect(locations('I drove from Tinley Park to Mokena with my dad in 20 minutes')).toEqual(['Tinley Park', 'Mokena']);
    expect(locations('we just moved from Overland Park to Denver last month')).toEqual(['Overland Park', 'Denver']);
    expect(locations('we live in Hyde Park on the south side of chicago')).toEqual(['Hyde Park', 'chicago']);
    expect(locations('wait 18 miles is like from my house in Round Rock to austin', 'MATH')).toEqual(['Round Rock', 'austin']);
  });

  it.each([
    // a place before the words that say someone lives, was born or grew up there, in any case
    ['omg tulsa is where i was born! we moved here when i was 8', 'tulsa'],
    ["Fresno's where my dad lives now", 'Fresno'],
    ['Cedar Falls? thats where my grandma lives lol', 'Cedar Falls'],
    // a town no list holds, capitalised; the sentence's opening word is no part of it
    ['So Quillbrook is where I grew up, tiny place', 'Quillbrook'],
    // a lower-case trip's end that is no word and no name
    ["we're going to san antonio on march 14th for spring break", 'san antonio'],
    ['im going to chicago next week so no session', 'chicago'],
    // a part of town before the city is no part of its name
    ['my mom drives from Marietta to downtown Atlanta every day, its 20 miles', 'Atlanta'],
  ])('reads a place told before its cue, a lower-case trip, a city after "downtown": %s', (text, want) => {
    expect(locations(text, 'NON_MATH')).toEqual([want]);
  });

  it.each([
    // a state, an English word, a point's label
    ['Ohio is where I was born', 'NON_MATH'],
    ['Home is where I live, says the poster', 'NON_MATH'],
    ['Point B is where I was born lol no jk', 'MATH'],
    // a lower-case trip's end that is also a word, and a problem's trip in math talk
    ['im going to mobile to see my aunt', 'NON_MATH'],
    ['a bus going to denver leaves at 3 and goes 40 mph', 'MATH'],
  ] as const)('leaves alone a cue with no place: %s', (text, label) => {
    expect(locations(text, label)).toEqual([]);
  });

  it('reads a neighbourhood no list holds where the speaker lives, a town asked of the one spoken to, and towns spelled like names after a strong cue', () => {
    expect(locations('we live in eastwood, like right behind the community pool')).toEqual(['eastwood']);
    expect(locations('we live in fear lol')).toEqual([]);
    expect(locations("oh nice, you're in phoenix? i'm in chicago so we're 2 hours off")).toEqual(['phoenix', 'chicago']);
    expect(locations("you're in luck today")).toEqual([]);
    // the place outranks the given name read in the same word
    expect(detected("i go to Westbrook Middle in Cary, it's pretty big")).toEqual(['SCHOOL:Westbrook Middle', 'LOCATION:Cary']);
    expect(detected('me and Priya are both from Edison so we carpool')).toEqual(['PERSON:Priya', 'LOCATION:Edison']);
  });

  it('reads both streets of a crossing, and leaves a form\'s "St." after a street word out', () => {
    expect(locations("we're on the corner of Maple Ave and 5th St, the yellow house")).toEqual(['Maple Ave', '5th St']);
    expect(locations('Ask the driver to stop at the corner of Nieuwe Baan 473 St. and Inna Loop St.')).toEqual(['Nieuwe Baan 473', 'Inna Loop']);
  });

  it('leaves a lower-case word or name after "in" to a first-person cue', () => {
    // "austin" is a given name too, "reading" an English word: neither is a plain town
    expect(locations('the meeting in austin was long')).toEqual([]);
    expect(locations('good at reading in reading class')).toEqual([]);
    expect(locations('i live in austin')).toEqual(['austin']);
  });
});

describe('LOCATION: streets, crossings, parts of town and listed towns in small talk', () => {
  it.each([
    ['I can drop Mia off at the Starbucks on Culver Blvd at 4 if you want to meet in person.', ['Culver Blvd']],
    ["There's a public library on Pell Street with free study rooms.", ['Pell Street']],
    ['could we meet at the library on Elm and 3rd instead? its way closer for me', ['Elm and 3rd']],
    ["we've lived in Dayton, Akron, and now Zanesville lol my dad's job keeps moving us", ['Dayton', 'Akron', 'Zanesville']],
    ["We're at 19 Birch Hollow Ct in Verona, about ten minutes from the center.", ['19 Birch Hollow Ct', 'Verona']],
    // the town ends with its sentence; an abbreviation's dot goes on
    ['my aunt works at a Dunkin, the one on Ferris Street in Millbury. She makes the donuts at four.', ['Ferris Street', 'Millbury']],
    ["We're at 19 Birch Hollow Ct in Port St. Lucie now", ['19 Birch Hollow Ct', 'Port St. Lucie']],
    // a numbered street after its quarter, with or without a cue; an adverb closing a disclosed address is no part of it
    ['And tell them we moved. Now we in Miramar, 2290 SW 68th Terrace. The mail still going to the old house.', ['Miramar', '2290 SW 68th Terrace']],
    ['we live at 2290 SW 68th Street now.', ['2290 SW 68th Street']],
    // a street named for a lake, a quarter or a season, as many are
    ['They moved it. May 18th, 8:30 in the morning, at the testing center on Lake Street.', ['Lake Street']],
    ['Mine too. I wait on Eastern Avenue in the cold.', ['Eastern Avenue']],
    // a street after an article, or said alone as a sentence; a neighbourhood named for a country
    ['She lives on my street! Larkspur Lane.', ['Larkspur Lane']],
    ['Dr. Amadi. we go to the Redwood Road campus on Tuesdays', ['Redwood Road']],
    ['Who went to the Haitian flag parade in Little Haiti on Saturday?', ['Little Haiti']],
    // a county named after its word
    ["Westport. It's in County Mayo, by the sea.", ['County Mayo']],
    // a listed town heading a park's or a square's name
    ['My grandma makes empanadas every Sunday, she lives over in Humboldt Park.', ['Humboldt Park']],
    ['My hands still frozen, we walked from Mattapan Square.', ['Mattapan Square']],
    // a town or mall no list holds, named by the word that ends such names
    ['I turned ten on October 2nd, and my cousins drove all the way from Maple Falls.', ['Maple Falls']],
    ["My dad works at the Lowe's in Harlow Springs and the plumbers buy their pipes there.", ['Harlow Springs']],
    ["My mom works at the Macy's at Riverbend Mall in Fairhaven.", ['Riverbend Mall', 'Fairhaven']],
    // a park or a field someone is at or goes to, outranking a surname read in it
    ['ok. can we stop 5 min early, I have soccer at Lindley Park at 5:30', ['Lindley Park']],
    ["Are you going Saturday? My dad said it's at Kessler Fields, not at school.", ['Kessler Fields']],
    // a listed town whose words are a given name and a surname, its last word a town's
    ['My sister Luz works at the Foot Locker in Vernon Hills. She gets a discount on everything.', ['Vernon Hills']],
    // a city that is also a given name, opening its sentence or where the listener is going, is the city
    ['My cousin Rania has a birthday party on Saturday. In Dallas.', ['Dallas']],
    ['Are you going all the way to Dallas?', ['Dallas']],
    ['my mom works in the Pearl District so she can drop me off at the library after school', ['Pearl District']],
    ["we're in the Marrow Hill area, by the old water tower, if that helps", ['Marrow Hill']],
    // accented towns, small towns and cities abroad from the generated list; chat's nicknames for cities
    ["we're polish, from Kraków originally", ['Kraków']],
    ['my cousins in Cebu are visiting this week so i might be a few min late', ['Cebu']],
    ["we're going to Gatlinburg for spring break", ['Gatlinburg']],
    ['we drove back from philly late last night so im kinda dead rn', ['philly']],
    // a street opened by another language's street word, with no number ("Calle" is a given name too)
    ["She opened it on Calle Ocho a long time ago, when she came from Cuba.", ['Calle Ocho']],
    ["My aunt's house is on Calle Ventana by the park.", ['Calle Ventana']],
    ['Meet me at Rua Augusta after school, by the fountain.', ['Rua Augusta']],
    ['Our bakery is on Avenida de la Reforma now.', ['Avenida de la Reforma']],
    ['The song refers to Rua João Pessoa, the street where the clubs were.', ['Rua João Pessoa']],
    // with its house number after the name; not a count after it
    ['The title refers to Rua João Pessoa 1636 street in Recife.', ['Rua João Pessoa 1636', 'Recife']],
    ['We were on Calle Ocho 3 times last week.', ['Calle Ocho']],
    // a listed town after "In" opening a sentence; the towns newcomer students come from
    ["It IS cold. In Kismayo it's never cold like this.", ['Kismayo']],
    ['In Kandahar my uncle drinks chai with no sugar.', ['Kandahar']],
    ['Bolani! My khala makes it every Friday in Herat.', ['Herat']],
    // Pacific towns, and a family moving back
    ["Mister, I won't be here for the test. We're moving back to Ebeye on December 3rd.", ['Ebeye']],
    ['Faith, you are new this week. Were you in this grade in Apia?', ['Apia']],
  ])('%j', (text, expected) => {
    // Act / Assess
    expect(locations(text)).toEqual(expected);
  });

  it.each([
    // in math talk, the class's own streets: a sentence with a first-person word
    ['Yes, our front doors face Kessler Road, and Tamarack Drive runs along the bus loop.', ['Tamarack Drive']],
    ["So my house would be like (4, 2) because I'm on Pruitt Street, it's four blocks that way and two up.", ['Pruitt Street']],
    ['I wake up at 6:50 and my mom drops me at the side door on Pruitt Street at 7:55.', ['Pruitt Street']],
    // a town named by a town's word where the speaker lives; not one a problem's train leaves from
    ['Bus 7, forty-five minutes, I live all the way out in Harlow Springs', ['Harlow Springs']],
    ['A train leaves from Maple Falls at 3:00 and I want to know when it gets in.', []],
  ])('the class\'s own street in math talk: %s', (text, expected) => {
    expect(locations(text, 'MATH')).toEqual(expected);
  });

  it.each([
    ['my grandma in Florida sent me a new calculator for my birthday lol', 'NON_MATH'],
    ['upload it to Google Drive when you are done', 'NON_MATH'],
    ['we watched Sesame Street together', 'NON_MATH'],
    ['the point is in the Upper Left area of the graph', 'NON_MATH'],
    // a problem's streets and crossings in math talk, "our map" or not
    ["On our map, the library is at Maple Street and 3rd Avenue, that's the point (2, 5).", 'MATH'],
    ['Sam walks down Oak Avenue for 3 blocks and turns onto Pine Street.', 'MATH'],
    ['Rosa walks 3 blocks down Calle Ocho to the store. How far is it?', 'MATH'],
    // a park travelled from is as often a problem's
    ['It took 52 minutes to travel from Tinley Park to Mokena.', 'NON_MATH'],
    // first person in another sentence of the message is not the problem's street's
    ['I think it is 7 blocks. The bakery is on Birch Lane and the bank is on Oak Street.', 'MATH'],
    // a pronoun before a country word that is a given name introduces someone
    ["I'm Jordan!", 'NON_MATH'],
    // a clock's minutes are no house number: an email's quoted header
    ['On Wed, Jan 8, 2025 at 9:12 AM Bright Path Test Prep <dana@brightpathprep.com> wrote:', 'NON_MATH'],
    // a textbook's landmark in math talk, however the sentence runs on to the speaker's work
    ['Um, it says the Eiffel Tower in Paris is one thousand eighty-three feet, so I subtracted and got 778.', 'MATH'],
    // a film some town shares a name with
    ['Like Maui from Moana? He can turn into one hawk.', 'NON_MATH'],
    // a province is larger than LOCATION
    ['Viola Desmond. She refused to leave her seat at a movie theatre in Nova Scotia.', 'NON_MATH'],
  ] as const)('leaves alone: %s', (text, label) => {
    expect(locations(text, label)).toEqual([]);
  });
});

describe('LOCATION: a city a student is named after', () => {
  it('keeps a city after "in" the place, though a student in the room has its name', () => {
    // Prepare / Act
    const ds = detectTranscript(
      transcript([
        ['Paris, on the board please.', 'MATH'],
        ['Boats in Paris take people down the Seine. Each boat holds 8 people.', 'MATH'],
      ]),
      DetectConfig.parse({}),
    );
    // Assess
    expect(ds.map((ss) => ss.map((s) => s.type))).toEqual([['PERSON'], []]);
  });
});
