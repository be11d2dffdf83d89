# npm run generators: the Python client of openapi-python-client, driven (scripts/cli/generators/clients.mjs).
# Input: a JSON file with `wire` (cases to send to a capture server), `sandbox` (a CAPTURE to send twice, or
# null), `packages` and `modules` (each host's package and operation module). Prints one JSON line: the
# sandbox's two answers as the caller sees them.
import importlib
import json
import sys

spec = json.load(open(sys.argv[1]))


def call(case):
    package = spec['packages'][case['host']]
    client = importlib.import_module(package).Client(base_url=case['url'])
    models = importlib.import_module(f'{package}.models')
    # The model of the action's branch, by its title (CaptureRequest).
    wanted = case['model'].replace('_', '').lower()
    model = next(getattr(models, n) for n in dir(models) if n.replace('_', '').lower() == wanted)
    operation = importlib.import_module(spec['modules'][case['host']])
    return operation.sync_detailed(client=client, body=model.from_dict(dict(case['pairs'])))


for case in spec['wire']:
    call(case)


def answer():
    try:
        r = call(spec['sandbox'])
    except Exception as e:  # a success must not throw
        return {'threw': repr(e)}
    parsed = r.parsed
    extra = getattr(parsed, 'additional_properties', {}) or {}
    return {
        'status': int(r.status_code),
        'type': type(parsed).__name__,
        'trans_id': extra.get('trans_id'),
        'error_code': getattr(parsed, 'error_code', None),
        'error_message': getattr(parsed, 'error_message', None),
        'how': 'Response.parsed' if type(parsed).__name__ == 'ErrorBody' else None,
    }


out = {}
if spec.get('sandbox'):
    out['sandbox'] = {'first': answer(), 'second': answer()}
print(json.dumps(out, default=str))
