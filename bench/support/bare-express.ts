// The yardstick of `npm run bench:api`: Express 5 answering a small JSON document and nothing else.
import express from 'express';

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
