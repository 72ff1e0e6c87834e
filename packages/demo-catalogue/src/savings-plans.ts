// The demo shop's savings plans, as Surat jewellers run them: pay ten monthly instalments and the
// shop pays the eleventh, or save for a year and pay less making charge.
// As POST /api/admin/savings-plans takes them (this package depends on no other of the shop's).
export const DEMO_SAVINGS_PLANS = [
  {
    name: 'Swarna Nidhi 10+1',
    nameGu: 'સ્વર્ણ નિધિ 10+1',
    nameHi: 'स्वर्ण निधि 10+1',
    months: 10,
    minInstalment: 1000,
    maxInstalment: 50_000,
    benefit: { kind: 'instalment' as const },
  },
  {
    name: 'Making Saver 12',
    nameGu: 'મેકિંગ સેવર 12',
    nameHi: 'मेकिंग सेवर 12',
    months: 12,
    minInstalment: 2000,
    maxInstalment: 100_000,
    benefit: { kind: 'making-discount' as const, percent: 50 },
  },
];
