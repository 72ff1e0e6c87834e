// At most `maxPerHour` accepted enquiries an hour from one address (ENQUIRY_MAX_PER_HOUR): enough
// for a family asking about several pieces, too few for a script filling the shop's inbox. Only
// stored enquiries count; enquiries being stored count against the limit before they are, so
// parallel requests can never outrun it. EnquiryThrottle counts in the process (one instance, on
// SQLite); SharedEnquiryThrottle in PostgreSQL, for all instances at once.
import { enquiryThrottledMessage } from '@suvarna/domain';
import { ShopError } from './http';
import type { LimitLedger } from './limit-ledger';

const HOUR_MS = 60 * 60 * 1000;
/** Past this many addresses, those with nothing in the last hour are forgotten at once. */
const PRUNE_AT = 1000;

/** One enquiry let through: say whether it was stored; only the first word counts. */
export interface EnquirySlot {
  stored(): Promise<void>;
  /** Refused or failed: it does not count. */
  released(): Promise<void>;
}

export interface EnquiryLimiter {
  /** A slot for one enquiry from this address, or a 429 saying how long to wait. */
  reserve(address: string): Promise<EnquirySlot>;
}

/** How long to wait: until the oldest accepted enquiry leaves the hour; with only some in flight, a minute. */
const throttled = (oldestLeavesInMs: number | null) =>
  new ShopError(429, enquiryThrottledMessage(Math.max(1, Math.ceil((oldestLeavesInMs ?? 60_000) / 60_000))));

interface Sender {
  /** When each stored enquiry of the last hour was accepted. */
  accepted: number[];
  inFlight: number;
}

export class EnquiryThrottle implements EnquiryLimiter {
  private readonly senders = new Map<string, Sender>();

  constructor(
    private readonly maxPerHour: number,
    private readonly now: () => number = Date.now,
  ) {}

  async reserve(address: string): Promise<EnquirySlot> {
    const sender = this.sender(address);
    if (sender.accepted.length + sender.inFlight >= this.maxPerHour) {
      const oldest = sender.accepted[0];
      throw throttled(oldest === undefined ? null : oldest + HOUR_MS - this.now());
    }
    sender.inFlight += 1;
    let ended = false;
    const end = async (stored: boolean) => {
      if (ended) return;
      ended = true;
      sender.inFlight -= 1;
      if (stored) sender.accepted.push(this.now());
      this.forgetIfIdle(address, sender);
    };
    return { stored: () => end(true), released: () => end(false) };
  }

  private sender(address: string): Sender {
    if (this.senders.size >= PRUNE_AT) for (const [known, sender] of this.senders) this.forgetIfIdle(known, sender);
    const sender = this.senders.get(address) ?? { accepted: [], inFlight: 0 };
    this.dropExpired(sender);
    this.senders.set(address, sender);
    return sender;
  }

  private dropExpired(sender: Sender): void {
    const since = this.now() - HOUR_MS;
    while (sender.accepted.length > 0 && (sender.accepted[0] as number) <= since) sender.accepted.shift();
  }

  private forgetIfIdle(address: string, sender: Sender): void {
    this.dropExpired(sender);
    if (sender.inFlight === 0 && sender.accepted.length === 0) this.senders.delete(address);
  }
}

/** The same limit kept in PostgreSQL for every instance: a slot is reserved in one transaction. */
export class SharedEnquiryThrottle implements EnquiryLimiter {
  constructor(
    private readonly ledger: LimitLedger,
    private readonly maxPerHour: number,
    /** What is counted (enquiries, erasure requests): each its own limit. */
    private readonly scope = 'enquiry',
  ) {}

  async reserve(address: string): Promise<EnquirySlot> {
    const { tallies, marks } = await this.ledger.reserve([`${this.scope}|${address}`], HOUR_MS, ([tally]) =>
      tally ? tally.counted + tally.inFlight < this.maxPerHour : false,
    );
    if (!marks) throw throttled(tallies[0]?.oldestLeavesInMs ?? null);
    let ended = false;
    const end = async (stored: boolean) => {
      if (ended) return;
      ended = true;
      await this.ledger.settle(marks, stored ? 'count' : 'drop');
    };
    return { stored: () => end(true), released: () => end(false) };
  }
}
