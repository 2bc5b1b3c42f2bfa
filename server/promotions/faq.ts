import type { IntroduceInfo } from '../../src/core/promotions';

/** How bonuses and wagering work here, for /promotions/details/Faq. */
export const GENERAL_FAQ: IntroduceInfo = {
  title: 'How bonuses and wagering work',
  body: [
    'Bonus money sits in your bonus balance, next to your deposit balance, one per coin. You can play with it like any money; what you win with it stays bonus money until its wagering is done.',
    'Wagering is counted by house edge: each stake in the bonus coin counts its amount times its game’s house edge divided by the offer’s reference edge (1% unless the offer says otherwise), and never more than its amount. All our house games have a 1% edge, so every stake counts in full.',
    'When the wagering is done, your whole bonus balance in that coin becomes withdrawable money at once, within a second, and the ledger shows the conversion.',
    'You can cancel a bonus whenever you like: its bonus balance is removed and your deposit balance stays as it is. A bonus that is not wagered in time ends the same way, and the page says when and why. Nothing is removed without a row in your transactions.',
  ],
  rules: [
    { label: 'Bonuses at once', value: 'One open bonus per coin' },
    { label: 'Default wagering', value: 'At most 10x the bonus' },
    { label: 'Withdrawals and tips', value: 'From your deposit balance only; bonus money first has to finish its wagering' },
  ],
  faq: [
    {
      q: 'Why is there a maximum bet?',
      a: 'While a bonus wagers, each stake in its coin is capped (the offer says by how much), so a bonus is played rather than staked at once. Stakes above the cap are refused with the cap in the message; nothing is taken.',
    },
    {
      q: 'Do my deposit-balance bets count?',
      a: 'For most offers, yes: every stake in the coin counts, from either balance. An offer that counts only bonus-money stakes says so in its rules.',
    },
    {
      q: 'What happens to an open game when I cancel?',
      a: 'A bonus cannot be cancelled while a mines game or crash bet staked from it is open: finish it first, and its payout is counted before the bonus ends.',
    },
    {
      q: 'How do redemption codes work?',
      a: 'A code pays its amount once per player, to your deposit balance or as bonus money with the wagering the code carries. Codes have a limited number of uses and may expire.',
    },
  ],
};
