// The About page.
export const about = {
  title: 'About Us',
  description: (shop: string, year: number) =>
    `${shop} Jewellers, established ${year} on Ring Road, Surat: a self-owned showroom specialising in 22K gold, diamond and gemstone jewellery.`,
  established: (year: number) => `Established ${year}`,
  subtitle: 'A family jeweller on Ring Road, Surat',
  storyTitle: (year: number) => `Our story, since ${year}`,
  story: {
    founded: (shop: string, year: number) =>
      `${shop} Jewellers was established in ${year} as a self-owned showroom on Ring Road, Surat. We specialise in 22K gold, diamond and gemstone jewellery: bridal sets and mangalsutras, everyday chains and rings, and diamonds cut and polished right here in the city that cuts most of the world's stones.`,
    promise:
      'We are not a chain and we answer to no one but our customers. Every piece is chosen, weighed and priced in front of you, and the family behind the counter is the family that will welcome you back for the next wedding, the next festival and the next generation.',
  },
  valuesTitle: 'What we stand for',
  values: {
    heritage: {
      title: 'Heritage',
      text: (year: number) =>
        `A family showroom on Ring Road since ${year}, owned and run by the people who greet you. Our craftsmen keep Surat's goldsmithing traditions alive in every piece.`,
    },
    quality: {
      title: 'Quality',
      text: 'Hallmarked gold, certified diamonds and a purity guarantee on everything we sell, so what is written on the tag is what you take home.',
    },
    trust: {
      title: 'Trust',
      text: "Transparent pricing worked out from the day's rate, the weight and the making charge, and a lifetime exchange on our gold.",
    },
  },
  inNumbers: 'In numbers',
  stats: {
    years: { figure: (years: number) => `${years}+`, label: 'Years in Business' },
    customers: { figure: '25K+', label: 'Happy Customers' },
    hallmarked: { figure: '100%', label: 'Hallmarked Gold' },
  },
};
