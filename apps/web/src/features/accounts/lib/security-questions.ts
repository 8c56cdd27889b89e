// The 16 fixed security questions of the signup forms (accounts §3). The English text is what
// the server stores as secret_question, whatever the interface language; the labels shown come
// from the accounts texts under the same key.

export const securityQuestions = [
  { key: 'motherBirthCity', text: 'In what city was your mother born?' },
  { key: 'favouriteTeacher', text: "What is your favourite teacher's name?" },
  { key: 'childhoodFriend', text: "What is your childhood best friend's name?" },
  { key: 'firstJobCompany', text: 'What was the company of your first job?' },
  { key: 'cardLastFour', text: 'What are the last four digits of the credit card you used?' },
  { key: 'firstCarBrand', text: 'What was the brand of your first car?' },
  { key: 'fatherFirstName', text: "What is your father's first name?" },
  { key: 'favouriteHobby', text: 'What is your favourite hobby?' },
  { key: 'socialUsername', text: 'What is your social network username?' },
  { key: 'motherMiddleName', text: "What is your mother's middle name?" },
  { key: 'graduationYear', text: 'In what year did you graduate from high school?' },
  { key: 'favouriteHoliday', text: 'What is your favourite holiday?' },
  { key: 'favouriteColour', text: 'What is your favourite colour?' },
  { key: 'childhoodStreet', text: 'What is the name of the street you grew up on?' },
  { key: 'musicalGenre', text: 'What is your preferred musical genre?' },
  { key: 'sportsTeam', text: 'What is your favourite sports team?' },
] as const;

export type SecurityQuestionKey = (typeof securityQuestions)[number]['key'];
