export { questionStore, type QuestionStore } from './questions';
export { unansweredQuestion } from './tool';
export { questionsRoutes } from './routes';
export { isQuestion, normalizeQuestion, similarity } from './match';
