import type { Database } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import type { Clock } from '../../deps.js';
import { resolveLanguage } from '../../http/language.js';
import { listActiveLanguages, type ActiveLanguage } from '../content/language-queries.js';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import { onLocalCatalogueBump, readCatalogueVersion } from './catalogue-version.js';
import { loadCatalogue } from './load-catalogue.js';

/** How often a process looks at the shared catalogue version: the longest a change made elsewhere stays unseen. */
export const CATALOGUE_CHECK_INTERVAL_MS = 1_000;

/**
 * The assembled catalogue of this process, per language and currency. Reads cost no query: the
 * catalogue version (and the active languages) are read at most once per check interval, and a
 * new version drops every snapshot so the next read rebuilds it. A bump made in this process is
 * looked for at once, on every read until it is seen (or one interval has passed).
 */
export class CatalogueCache {
  private version: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private recheckUntil = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** Grows with every local bump or commit: a version read begun before one is not trusted after it. */
  private generation = 0;
  private languages: ActiveLanguage[] = [];
  private snapshots = new Map<string, Promise<CatalogueSnapshot>>();
  private readonly stopListening: () => void;
  /** Told when the version cannot be read and the last known catalogue is served meanwhile. */
  onStaleServed: (error: unknown) => void = () => {};

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly checkIntervalMs = CATALOGUE_CHECK_INTERVAL_MS,
    private readonly readVersion: (db: Database) => Promise<number> = readCatalogueVersion,
  ) {
    this.stopListening = onLocalCatalogueBump(() => {
      this.recheckUntil = this.clock.now().getTime() + this.checkIntervalMs;
      // A read in flight may have begun before the write committed: later requests start their own.
      this.generation++;
      this.checking = null;
    });
  }

  /**
   * The snapshot for a requested language (absent: the default; unknown: a 400 from
   * resolveLanguage) and currency.
   */
  async snapshot(requestedLang: string | undefined, currency: Currency): Promise<CatalogueSnapshot> {
    await this.ensureFresh();
    const lang = resolveLanguage(requestedLang, this.languages);
    const defaultLang = resolveLanguage(undefined, this.languages);
    const key = `${lang}:${defaultLang}:${currency}`;
    let snapshot = this.snapshots.get(key);
    if (!snapshot) {
      const snapshots = this.snapshots;
      snapshot = loadCatalogue(this.db, lang, defaultLang, currency).then((data) => new CatalogueSnapshot(data));
      // A failed build is retried by the next read instead of being served from the cache.
      snapshot.catch(() => {
        if (snapshots.get(key) === snapshot) snapshots.delete(key);
      });
      snapshots.set(key, snapshot);
    }
    return snapshot;
  }

  /** The language a request asked for, checked against the active languages. */
  async language(requestedLang: string | undefined): Promise<{ lang: string; defaultLang: string }> {
    await this.ensureFresh();
    return { lang: resolveLanguage(requestedLang, this.languages), defaultLang: resolveLanguage(undefined, this.languages) };
  }

  /** Stops listening for local bumps; the cache must not be used afterwards. */
  close(): void {
    this.stopListening();
    this.snapshots.clear();
  }

  private async ensureFresh(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.checkedAt >= this.checkIntervalMs || now < this.recheckUntil) await this.check();
  }

  /**
   * Reads the version and languages; one read in flight at a time, shared by every waiting
   * request. When the database cannot answer, the catalogue already in memory keeps being served
   * (the shop stays browsable) and the read is tried again after one interval.
   */
  private check(): Promise<void> {
    if (this.checking) return this.checking;
    const generation = this.generation;
    const checking = this.readState(generation).finally(() => {
      if (this.checking === checking) this.checking = null;
    });
    this.checking = checking;
    return checking;
  }

  private async readState(generation: number): Promise<void> {
    try {
      const version = await this.readVersion(this.db);
      const languages = await listActiveLanguages(this.db);
      // Overtaken by a local write: the read that began after it decides.
      if (generation !== this.generation) return;
      if (version !== this.version) {
        this.recheckUntil = Number.NEGATIVE_INFINITY;
        this.version = version;
        this.snapshots = new Map();
      }
      this.languages = languages;
      this.checkedAt = this.clock.now().getTime();
    } catch (error) {
      if (this.version === undefined) throw error;
      if (generation !== this.generation) return;
      this.checkedAt = this.clock.now().getTime();
      this.recheckUntil = Number.NEGATIVE_INFINITY;
      this.onStaleServed(error);
    }
  }
}
