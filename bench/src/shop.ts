// The shop most benchmarks share, started on first use and grown as they need: one CMS on SQLite
// with the demo catalogue, wired to a local publisher's build hook; synthetic products added up to
// the size a benchmark asks for. The publisher runs only while a benchmark needs the live site, so
// that seeding and timed builds do not compete with rebuilds of its own.
import { rmSync } from 'node:fs';
import { createApiClient } from '@suvarna/api-client';
import { EMPTY_QUERY, tokenOfLogin } from '@suvarna/domain';
import { picturesCacheOf, publisherCacheOf } from '@suvarna/testkit';
import { type Cms, log, type Publisher, type PublisherPlan, planPublisher, startCms, startPublisher } from './stack.ts';
import { seedSyntheticCatalogue } from './synthetic-catalogue.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Shop {
  private cms: Cms | undefined;
  private plan: PublisherPlan | undefined;
  private publisher: Publisher | undefined;
  /** Synthetic products asked for so far (besides the demo catalogue). */
  private synthetic = 0;
  private edits = 0;

  async start(): Promise<Cms> {
    if (!this.cms) {
      this.plan = await planPublisher();
      log('starting the CMS on SQLite with the demo catalogue');
      this.cms = await startCms('sqlite', { hookUrl: this.plan.hookUrl, corsOrigin: this.plan.siteUrl });
    }
    return this.cms;
  }

  private api(cms: Cms) {
    let token: string | undefined;
    const api = createApiClient({ baseUrl: cms.url, getToken: () => token, timeoutMs: 120_000 });
    return {
      api,
      signIn: async () => {
        token = tokenOfLogin((await api.login(cms.credentials)).data);
      },
    };
  }

  /** How many products the CMS holds, active or not. */
  async products(): Promise<number> {
    const { api, signIn } = this.api(await this.start());
    await signIn();
    return (await api.getProductCount()).totalProductCount;
  }

  /** Adds synthetic products until there are `synthetic` of them; stops the publisher meanwhile. */
  async grow(synthetic: number): Promise<void> {
    if (synthetic <= this.synthetic) return;
    const cms = await this.start();
    await this.stopPublisher();
    log(`seeding ${synthetic.toLocaleString('en-US')} synthetic products`);
    let reported = 0;
    const result = await seedSyntheticCatalogue({
      cmsUrl: cms.url,
      credentials: cms.credentials,
      products: synthetic,
      onProgress: (done, total) => {
        if (done - reported >= total / 10) {
          reported = done;
          log(`  ${done} of ${total}`);
        }
      },
    });
    // The seeder tops up what an earlier figure seeded: what it added, and what there is now.
    log(
      `seeded ${result.created.toLocaleString('en-US')} products in ${result.seconds.toFixed(0)} s (${synthetic.toLocaleString('en-US')} synthetic in all)`,
    );
    this.synthetic = synthetic;
    await this.quiet(cms);
  }

  /** Waits until the CMS has given up calling the (stopped) publisher's hook about the seeding. */
  private async quiet(cms: Cms): Promise<void> {
    const { api, signIn } = this.api(cms);
    await signIn();
    const deadline = Date.now() + 60_000;
    while ((await api.getPublishStatus()).pending && Date.now() < deadline) await pause(500);
  }

  /** The live site of the current catalogue, served by the publisher (started, and built, if need be). */
  async site(): Promise<Publisher> {
    const cms = await this.start();
    if (!this.publisher && this.plan) {
      log('building the site and serving it with the local publisher');
      this.publisher = await startPublisher(this.plan, cms.url);
      // A restarted publisher first serves its last build, then rebuilds: wait for the fresh one.
      while (!(await this.publisher.idle())) await pause(500);
    }
    if (!this.publisher) throw new Error('the publisher could not be planned');
    return this.publisher;
  }

  /** Where the publisher's builds keep the product pictures (kept between its restarts). */
  async picturesCache(): Promise<string> {
    await this.start();
    if (!this.plan) throw new Error('the publisher could not be planned');
    return picturesCacheOf(publisherCacheOf(this.plan.publishDir));
  }

  /** Renames the newest product, as an admin would: each call gives it another name. */
  async editProduct(): Promise<void> {
    const { api, signIn } = this.api(await this.start());
    await signIn();
    const [product] = (await api.listProducts({ ...EMPTY_QUERY, limit: 1 })).products;
    if (!product) throw new Error('the CMS has no product to edit');
    this.edits += 1;
    await api.updateProduct({
      id: product.id,
      name: `${product.name.replace(/ · edit \d+$/, '')} · edit ${this.edits}`,
    });
  }

  /** Stops the publisher until a benchmark next needs the live site, so that its rebuilds do not skew timed builds. */
  async stopPublisher(): Promise<void> {
    await this.publisher?.stop();
    this.publisher = undefined;
  }

  async stop(): Promise<void> {
    await this.stopPublisher();
    await this.cms?.stop();
    this.cms = undefined;
    if (this.plan) rmSync(this.plan.publishDir, { recursive: true, force: true });
  }
}
