/** Questions for the quiz's tests: the seeded `quiz-e2e` quiz of the demo (migration 008). */
export const QUESTIONS = [
  {
    id: 'q1', title: 'Which share of companies use AI in at least one function?', options: { A: 'About a quarter', B: 'About half', C: 'Nearly three quarters', D: '' },
    correctOption: 'C', correctResponseTitle: 'Right!', correctResponseText: 'Adoption rose sharply.', incorrectResponseTitle: 'Not quite', incorrectResponseText: 'It is nearly three quarters.',
    relatedArticle: { url: '/insights/ai', eyebrow: 'Article', title: 'The state of AI' },
  },
  {
    id: 'q2', title: 'Is supply-chain resilience a board topic?', options: { A: 'Yes', B: 'No' },
    correctOption: 'A', correctResponseTitle: 'Right!', correctResponseText: 'Most boards discuss it.', incorrectResponseTitle: 'Not quite', incorrectResponseText: 'Most boards do.',
  },
];

export const questionsAttribute = () => JSON.stringify(QUESTIONS).replace(/'/g, '&#39;');
