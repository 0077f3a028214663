/**
 * How the lead search folds text in SQL (migration 15, decision 0062): case, diacritics, the letters no diacritic
 * removal takes apart (ß → ss, æ → ae, ø → o, …), the German spellings without umlauts (ae, oe, ue → a, o, u), and a
 * phone number's digits. Its twin for what people type is app/lib/admin/lead-search.ts, which must fold exactly so
 * (the store contract compares the two). Frozen like lead-search-fields.ts: a changed fold needs a new migration.
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

/** SQLite's FTS5 takes diacritics off by itself; the umlauts go first so that "äe" folds as "ae" does. */
const UMLAUTS: readonly (readonly [string, string])[] = [
  ["ä", "a"],
  ["Ä", "a"],
  ["ö", "o"],
  ["Ö", "o"],
  ["ü", "u"],
  ["Ü", "u"],
];

/**
 * PostgreSQL's table: every Latin letter of U+00C0–U+024F and U+1E00–U+1EFF that is one of a–z with marks, as that
 * letter; combining marks (U+0300–U+036F) are dropped.
 */
const ACCENTED =
  "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ";
const BASES =
  "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy";
const MARKS = Array.from({ length: 0x70 }, (_, index) => String.fromCharCode(0x300 + index)).join("");

const replaced = (expression: string, pairs: readonly (readonly [string, string])[]) =>
  pairs.reduce((inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`, expression);

/** ae, oe, ue as a, o, u: "Schroeder" as "Schroder", which is also how "Schröder" folds. */
export const withoutDigraphs = (folded: string) =>
  replaced(folded, [
    ["ae", "a"],
    ["oe", "o"],
    ["ue", "u"],
  ]);

/** SQLite: a lowered text with the special letters and umlauts replaced (FTS5's remove_diacritics does the rest). */
export const sqliteFolded = (lowered: string) => replaced(lowered, [...SPECIALS, ...UMLAUTS]);

/** SQLite: a folded text, and after a line break the same without digraphs when that differs. */
export const sqliteVariants = (folded: string) =>
  `CASE WHEN ${withoutDigraphs(folded)} = ${folded} THEN ${folded} ELSE ${folded} || char(10) || ${withoutDigraphs(folded)} END`;

/** PostgreSQL: a lowered text folded completely. */
export const postgresFolded = (lowered: string) =>
  `translate(${replaced(lowered, SPECIALS)}, '${ACCENTED}${MARKS}', '${BASES}')`;

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
