// How to connect each channel to the feeds: one short paragraph each, for a shop owner setting up
// Google Merchant Center, Google Business Profile and Meta Commerce Manager (docs/back-office.md#channels).

export function ConnectChannels() {
  return (
    <section aria-labelledby="connect-title" className="grid gap-4 border border-line bg-white/60 p-4 sm:p-6">
      <h2 id="connect-title" className="eyebrow">
        Connecting the channels
      </h2>
      <div className="grid gap-1">
        <h3 className="font-semibold text-charcoal">Google Merchant Center</h3>
        <p className="text-sm text-stone">
          In Merchant Center, add a product source from a file, paste the Google Merchant Center feed's address and let
          Google fetch it on a schedule (daily); the pieces then appear in Google's free listings. Google refuses
          merchant listings, the ones with a buy button, to a shop without an online checkout (about a quarter of the
          WooCommerce shops it refused failed on that alone), so this shop's channel is the free local listings: a
          Google Business Profile together with the local inventory feed above, which tell nearby buyers what is in the
          shop today and at what price.
        </p>
      </div>
      <div className="grid gap-1">
        <h3 className="font-semibold text-charcoal">Google Business Profile</h3>
        <p className="text-sm text-stone">
          Link the shop's Business Profile to Merchant Center and copy its store code (in the profile's advanced
          settings). Set it as <code>SHOP_STORE_CODE</code> in the site's settings: the next publish writes the local
          inventory feed, which you add in Merchant Center as a local inventory source, fetched on a schedule too.
        </p>
      </div>
      <div className="grid gap-1">
        <h3 className="font-semibold text-charcoal">Meta Commerce Manager</h3>
        <p className="text-sm text-stone">
          In Commerce Manager, open the shop's catalogue, add items with a data feed, choose a scheduled feed by URL and
          paste the Meta catalogue's address. Facebook and Instagram read that catalogue, and the WhatsApp Business
          catalogue is the same one once linked: each item is named by its SKU, so a reply in WhatsApp can attach the
          very piece a customer asks about.
        </p>
      </div>
    </section>
  );
}
