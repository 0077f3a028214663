/**
 * How the lead search folds text in SQL (migration 17, decision 0062): case, diacritics, the letters no diacritic
 * removal takes apart (ß → ss, æ → ae, ø → o, …), the German spellings without umlauts (ae, oe, ue → a, o, u), and a
 * phone number's digits. Its twin for what people type is app/lib/admin/lead-search.ts, which must fold exactly so
 * (the store contract compares the two). Frozen like lead-search-fields.ts: a changed fold needs a new migration.
 * Both stores keep the result in contact_requests.search_text: the text folded, a line break, the same without
 * digraphs, a line break, the phone's digits.
 */

/** Letters that are no base letter plus a mark, in both cases (PostgreSQL without ICU lowers A–Z only). */
const SPECIALS: readonly (readonly [string, string])[] = [
  ["ß", "ss"],
  ["ẞ", "ss"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["œ", "oe"],
  ["Œ", "oe"],
  ["ø", "o"],
  ["Ø", "o"],
  ["ł", "l"],
  ["Ł", "l"],
  ["đ", "d"],
  ["Đ", "d"],
  ["ð", "d"],
  ["Ð", "d"],
  ["þ", "th"],
  ["Þ", "th"],
  ["ı", "i"],
];

/** SQLite's table: the Latin letters of U+00C0–U+024F and U+1E00–U+1EFF that are one of a–z with marks, as it. */
const ACCENTED =
  "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ";
const BASES =
  "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy";

const replaced = (expression: string, pairs: readonly (readonly [string, string])[]) =>
  pairs.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, expression);

/** ae, oe, ue as a, o, u: "Schroeder" as "Schroder", which is also how "Schröder" folds. */
export const withoutDigraphs = (folded: string) =>
  replaced(folded, [
    ["ae", "a"],
    ["oe", "o"],
    ["ue", "u"],
  ]);

/**
 * SQLite: a lowered text (A–Z only) folded by replace(), letter by letter, as PostgreSQL's translate() does it, for
 * the letters of Latin-1 and Latin Extended-A (U+00C0–U+017F: the languages of Europe's Latin alphabets). SQLite
 * has no translate(), and each replace() reads the whole text: the whole table took 1.5 ms a lead on a busy machine.
 * FTS5's remove_diacritics folds the rest for the index; only a search of one or two letters misses them.
 */
export const sqliteFolded = (lowered: string) =>
  replaced(lowered, [
    ...SPECIALS,
    ...[...ACCENTED]
      .map((letter, index) => [letter, BASES[index]!] as const)
      .filter(([letter]) => letter.codePointAt(0)! <= 0x17f),
  ]);

/**
 * PostgreSQL: a lowered text folded completely: decomposed (NFD), the marks after a Latin letter dropped, composed
 * again (NFC), lowered once more (A–Z, for a database without ICU). translate() with a table of the 600 letters
 * and marks read that table for every character: 2 ms a lead, this 0.2 ms.
 */
export const postgresFolded = (lowered: string) =>
  `lower(normalize(regexp_replace(normalize(${replaced(lowered, SPECIALS)}, NFD), '([A-Za-z])[\\u0300-\\u036f]+', '\\1', 'g'), NFC))`;

/**
 * A phone number as its digits, the way people type it: "(0)" and separators dropped, 00 as +, Germany's +49 as 0
 * ("+49 (0)40 / 98 76-54" → "040987654"). Letters and other signs stay.
 */
export function phoneDigits(phone: string, dialect: "sqlite" | "postgres"): string {
  const char = dialect === "sqlite" ? "char" : "chr";
  let digits = `replace(coalesce(${phone}, ''), '(0)', '')`;
  for (const separator of [" ", "/", "-", "(", ")", "."]) digits = `replace(${digits}, '${separator}', '')`;
  digits = `replace(replace(${digits}, ${char}(160), ''), ${char}(9), '')`;
  digits = `CASE WHEN ${digits} LIKE '00%' THEN '+' || substr(${digits}, 3) ELSE ${digits} END`;
  digits = `CASE WHEN ${digits} LIKE '+49%' THEN '0' || substr(${digits}, 4) ELSE ${digits} END`;
  return `replace(${digits}, '+', '')`;
}
