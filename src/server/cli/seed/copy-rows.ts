import type { SeedProfile } from './profile.js';
import { DAY_MS } from '../../../contract/dates.js';

/**
 * Demo members in COPY's binary format, for `COPY users (COPY_COLUMNS) FROM STDIN (FORMAT binary)`:
 * each value goes in as the database stores it, so the server parses no text but each profile's
 * JSON. The columns and values are those of the INSERT in repository.ts (`insertBatch`).
 */
/** The matches view's columns (users/match-columns.ts), in the order `add` writes them. */
export const MATCH_COPY_COLUMNS = [
  'height_rank',
  'marriage_code',
  'education_rank',
  'caste_code',
  'sub_caste_code',
  'district_code',
  'city_key',
  'diet_code',
  'manglik_code',
  'wish_set',
  'wish_must',
  'wish_age_min',
  'wish_age_max',
  'wish_height_min',
  'wish_height_max',
  'wish_education',
  'wish_income',
  'wish_marriage',
  'wish_caste',
  'wish_sub_caste',
  'wish_districts',
  'wish_diet',
  'wish_manglik',
] as const;

export const COPY_COLUMNS = [
  'email',
  'mobile_number',
  'password_hash',
  'status',
  'gender',
  'full_name',
  'date_of_birth',
  'income',
  'city',
  'caste',
  'sub_caste',
  'moon_sign',
  'user_details',
  ...MATCH_COPY_COLUMNS,
  'created_at',
  'updated_at',
  'email_verified_at',
] as const;

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** PostgreSQL counts dates and times from 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_TO_32 = 2 ** 32;
/** jsonb's binary form: a version byte, then the JSON text. */
const JSONB_VERSION = 1;
/** Below this length a text is copied character by character, cheaper than a call to the encoder. */
const SHORT_TEXT = 64;
/** Room to start a batch with, per row: a demo member takes about 1,500 bytes. */
const ROW_BYTES = 2_048;

/**
 * Buffers of batches written, kept for the next batches: a new buffer of several megabytes for
 * each batch kept the garbage collector busy. Two batches are written at once and a third is made.
 */
const spareBuffers: Buffer[] = [];
const SPARE_BUFFERS = 3;

function takeBuffer(size: number): Buffer {
  const index = spareBuffers.findIndex((buffer) => buffer.length >= size);
  return index >= 0 ? spareBuffers.splice(index, 1)[0]! : Buffer.allocUnsafe(size);
}

/** Days since 2000-01-01 for each YYYY-MM-DD seen: a few thousand birth dates serve a million members. */
const postgresDays = new Map<string, number>();

function postgresDay(iso: string): number {
  let day = postgresDays.get(iso);
  if (day === undefined) {
    const ms = Date.parse(`${iso}T00:00:00Z`);
    if (Number.isNaN(ms)) throw new Error(`Not a date: ${iso}`);
    day = (ms - POSTGRES_EPOCH_MS) / DAY_MS;
    postgresDays.set(iso, day);
  }
  return day;
}

/**
 * One batch of rows in COPY's binary format, each member encoded as it is added, so no batch of
 * member objects is kept alive meanwhile (the garbage collector moved every one of them twice).
 */
export class CopyBatch {
  private buffer: Buffer;
  private offset = 0;
  private readonly passwordHash: Buffer;

  constructor(passwordHash: string, expectedRows: number) {
    this.passwordHash = Buffer.from(passwordHash, 'utf8');
    this.buffer = takeBuffer(SIGNATURE.length + 8 + expectedRows * ROW_BYTES + 2);
    this.offset = SIGNATURE.copy(this.buffer, 0);
    this.int32(0); // flags: no OIDs
    this.int32(0); // no header extension
  }

  add(row: SeedProfile): void {
    this.int16(COPY_COLUMNS.length);
    this.text(row.email);
    this.text(row.mobileNumber);
    this.bytes(this.passwordHash);
    this.text(row.status);
    this.text(row.gender);
    this.text(row.fullName);
    this.int32(4);
    this.int32(postgresDay(row.dateOfBirth));
    if (row.income === null) this.int32(-1);
    else this.int64(row.income);
    this.text(row.city);
    this.text(row.caste);
    this.text(row.subCaste);
    if (row.moonSign === null) this.int32(-1);
    else this.int16Field(row.moonSign);
    this.text(JSON.stringify(row.userDetails), JSONB_VERSION);
    const m = row.matchColumns;
    for (const value of [m.heightRank, m.marriageCode, m.educationRank, m.casteCode, m.subCasteCode, m.districtCode])
      this.smallintOrNull(value);
    if (m.cityKey === null) this.int32(-1);
    else this.text(m.cityKey);
    this.smallintOrNull(m.dietCode);
    this.smallintOrNull(m.manglikCode);
    this.int32(4);
    this.int32(m.wishSet);
    this.int32(4);
    this.int32(m.wishMust);
    for (const value of [m.wishAgeMin, m.wishAgeMax, m.wishHeightMin, m.wishHeightMax, m.wishEducation]) this.smallintOrNull(value);
    this.bigintOrNull(m.wishIncome);
    this.integerOrNull(m.wishMarriage);
    this.integerOrNull(m.wishCaste);
    this.bigintOrNull(m.wishSubCaste);
    this.bigintOrNull(m.wishDistricts);
    // The seed names districts, never cities: wish_cities is left out of COPY_COLUMNS (null).
    this.integerOrNull(m.wishDiet);
    this.smallintOrNull(m.wishManglik);
    // timestamptz: microseconds since 2000-01-01 UTC; created, updated and email verified alike.
    const micros = (row.createdAt.getTime() - POSTGRES_EPOCH_MS) * 1_000;
    this.int64(micros);
    this.int64(micros);
    this.int64(micros);
  }

  /** The whole COPY stream: header, rows, trailer. Add nothing after. */
  data(): Buffer {
    this.int16(-1);
    return this.buffer.subarray(0, this.offset);
  }

  /** Gives the buffer to a later batch once the server has read `data()`; use nothing of this batch after. */
  release(): void {
    if (spareBuffers.length < SPARE_BUFFERS) spareBuffers.push(this.buffer);
  }

  private room(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.offset + bytes));
    this.buffer.copy(larger, 0, 0, this.offset);
    this.buffer = larger;
  }

  private int16(value: number): void {
    this.room(2);
    this.offset = this.buffer.writeInt16BE(value, this.offset);
  }

  /** A smallint field, its length first. */
  private int16Field(value: number): void {
    this.int32(2);
    this.int16(value);
  }

  private smallintOrNull(value: number | null): void {
    if (value === null) this.int32(-1);
    else this.int16Field(value);
  }

  private integerOrNull(value: number | null): void {
    if (value === null) return this.int32(-1);
    this.int32(4);
    this.int32(value);
  }

  private bigintOrNull(value: number | null): void {
    if (value === null) this.int32(-1);
    else this.int64(value);
  }

  private int32(value: number): void {
    this.room(4);
    this.offset = this.buffer.writeInt32BE(value, this.offset);
  }

  /** A whole number as a 64-bit field, its length first; exact up to 2^53. */
  private int64(value: number): void {
    this.room(12);
    const high = Math.floor(value / TWO_TO_32);
    this.offset = this.buffer.writeInt32BE(8, this.offset);
    this.offset = this.buffer.writeInt32BE(high, this.offset);
    this.offset = this.buffer.writeUInt32BE(value - high * TWO_TO_32, this.offset);
  }

  /** Text as UTF-8 after its length, with a `prefix` byte first if given (jsonb's version). */
  private text(value: string, prefix?: number): void {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    this.room(5 + value.length * 3);
    const buffer = this.buffer;
    const start = this.offset + 4;
    let at = start;
    if (prefix !== undefined) buffer[at++] = prefix;
    let ascii = value.length < SHORT_TEXT;
    for (let i = 0; ascii && i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      if (code < 0x80) buffer[at + i] = code;
      else ascii = false;
    }
    at += ascii ? value.length : buffer.write(value, at, 'utf8');
    buffer.writeInt32BE(at - start, this.offset);
    this.offset = at;
  }

  private bytes(value: Buffer): void {
    this.room(4 + value.length);
    this.offset = this.buffer.writeInt32BE(value.length, this.offset);
    this.offset += value.copy(this.buffer, this.offset);
  }
}
