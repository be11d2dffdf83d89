// Every 4xx response answers with the shared error body: its schema is ErrorBody
// (spec/schemas/ErrorBody.yaml in the sources, #/components/schemas/ErrorBody in a bundle).
const isErrorBody = (item) => {
  if (!item) return false;
  const file = String(item.document?.source ?? '');
  const pointer = item.path.join('/');
  return (file.endsWith('/ErrorBody.yaml') && item.path.length === 0) || pointer === 'components/schemas/ErrorBody';
};

export default function errorBodySchema(response, _opts, context) {
  const content = response?.content;
  if (!content || Object.keys(content).length === 0) {
    return [{ message: '4xx response has no content: it must answer with the shared ErrorBody' }];
  }
  const out = [];
  for (const type of Object.keys(content)) {
    const path = [...context.path, 'content', type, 'schema'];
    const item = context.documentInventory.findAssociatedItemForPath(path, true);
    if (!isErrorBody(item)) out.push({ message: `4xx response ${type} schema is not the shared ErrorBody`, path });
  }
  return out;
}
