// Package gateway is the hand-written layer over the clients oapi-codegen generates from the payment gateway's
// contract (packages checkout, s2scard and s2sapm of this module). It signs requests by the contract's recipes,
// fills the merchant's key, form-encodes S2S bodies with bracket keys written literally, refuses before sending
// a call it cannot sign, and never sends the password. It also matches error bodies to the contract's error
// catalogue and verifies and validates the callbacks the gateway (today: the sandbox) sends.
//
// Every fact of the contract comes from artefacts embedded in this package (contract/, copied from the
// contract repository's generated/ by its build): recipes.json (the signing recipes), errors.json (the error
// catalogue), webhooks.json (the callback payloads' JSON Schema 2020-12) and facts.json (which member carries
// the key, the members of each body in the schema's order, whether a hash is required).
//
// Attach a Signer to a generated client as a request editor:
//
//	signer, err := gateway.NewSigner(gateway.S2sCard, clientKey, password)
//	card, err := s2scard.NewClientWithResponses(baseURL, s2scard.WithRequestEditorFn(signer.EditRequest))
//	form, err := gateway.FormOf(s2scard.CaptureRequest{Action: s2scard.CAPTURE, TransId: transID})
//	resp, err := card.PostS2sCardWithBodyWithResponse(ctx, gateway.FormContentType, form.Reader())
//
// or as an http.RoundTripper (Signer.Transport) for any HttpRequestDoer.
package gateway

import (
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"
)

// Host names a host of the contract (Checkout, S2sCard, S2sApm: see contract_gen.go).
type Host string

// ErrorName names a row of the error catalogue (see contract_gen.go).
type ErrorName string

// recipeField is one field of a recipe: the form key, or the JSON member path, in hash order.
type recipeField struct {
	Name    string   `json:"name"`
	FormKey string   `json:"formKey"`
	Pointer string   `json:"pointer"`
	Keys    []string `json:"keys"`
}

// condition is a `when` or `unless` entry: the value at Keys equals Equals.
type condition struct {
	Pointer string   `json:"pointer"`
	Keys    []string `json:"keys"`
	Equals  any      `json:"equals"`
}

type actionRef struct {
	Member string `json:"member"`
	Value  string `json:"value"`
}

type hostRef struct {
	Name string `json:"name"`
}

// recipe is an entry of recipes.json's `recipes`.
type recipe struct {
	ID          string        `json:"id"`
	Host        hostRef       `json:"host"`
	Method      string        `json:"method"`
	Path        string        `json:"path"`
	OperationID string        `json:"operationId"`
	ContentType string        `json:"contentType"`
	Action      *actionRef    `json:"action"`
	When        []condition   `json:"when"`
	Fields      []recipeField `json:"fields"`
	Algorithm   string        `json:"algorithm"`
	HashMember  string        `json:"hashMember"`
	KeyMember   *string       `json:"keyMember"`

	algorithm algorithm
	label     string
}

// withoutRecipe is an entry of recipes.json's `withoutRecipe`: a request the source gives no recipe for.
type withoutRecipe struct {
	ID           string      `json:"id"`
	Host         hostRef     `json:"host"`
	Method       *string     `json:"method"`
	Path         *string     `json:"path"`
	Action       *actionRef  `json:"action"`
	Unless       []condition `json:"unless"`
	HashRequired *bool       `json:"hashRequired"`
	Gap          string      `json:"gap"`
}

type recipesFile struct {
	Version    int `json:"version"`
	Algorithms map[string]struct {
		Description string `json:"description"`
	} `json:"algorithms"`
	Recipes       []*recipe        `json:"recipes"`
	WithoutRecipe []*withoutRecipe `json:"withoutRecipe"`
}

// element is one body the contract describes: an operation's body, or one action branch of it.
type element struct {
	Value        *string  `json:"value"`
	Title        *string  `json:"title"`
	KeyField     *string  `json:"keyField"`
	Members      []string `json:"members"`
	Signed       bool     `json:"signed"`
	HashRequired bool     `json:"hashRequired"`
	HashMember   *string  `json:"hashMember"`
	Gap          *string  `json:"gap"`

	label   string
	recipes []*recipe        // the recipes of this element (each with its `when`)
	without []*withoutRecipe // the entries without a recipe for this element (each with its `unless`)
	order   map[string]int   // member -> position in Members
}

type operation struct {
	Label       string  `json:"label"`
	OperationID string  `json:"operationId"`
	Method      string  `json:"method"`
	Path        string  `json:"path"`
	ContentType *string `json:"contentType"`
	Body        *struct {
		Required      bool       `json:"required"`
		Discriminator *string    `json:"discriminator"`
		Elements      []*element `json:"elements"`
	} `json:"body"`

	byAction map[string]*element
	actions  string // the discriminator's values, for messages
}

type hostFacts struct {
	Name       string       `json:"name"`
	Title      string       `json:"title"`
	GoPackage  string       `json:"goPackage"`
	KeyField   *string      `json:"keyField"`
	Operations []*operation `json:"operations"`
}

type factsFile struct {
	FormatVersion int                   `json:"formatVersion"`
	Hosts         map[string]*hostFacts `json:"hosts"`
	Webhooks      []string              `json:"webhooks"`
}

// The contract as read once from the embedded artefacts.
var contract = mustLoadContract()

type loaded struct {
	hosts      map[string]*hostFacts
	hostNames  []string
	catalogue  *catalogueFile
	rowsByName map[ErrorName]*ErrorRow
	identify   []*ErrorRow // rows showing both code and message first
	webhooks   []string    // the webhooks whose payload schema webhooks.json holds, as $defs/<name>
	schemaDoc  []byte      // webhooks.json
}

func readJSON(name string, into any) error {
	data, err := contractFS.ReadFile(path.Join("contract", name))
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, into); err != nil {
		return fmt.Errorf("gateway: embedded contract/%s: %w", name, err)
	}
	return nil
}

func mustLoadContract() *loaded {
	c, err := loadContract()
	if err != nil {
		panic(err)
	}
	return c
}

func loadContract() (*loaded, error) {
	var facts factsFile
	var recipes recipesFile
	var catalogue catalogueFile
	for name, into := range map[string]any{"facts.json": &facts, "recipes.json": &recipes, "errors.json": &catalogue} {
		if err := readJSON(name, into); err != nil {
			return nil, err
		}
	}
	c := &loaded{hosts: facts.Hosts, catalogue: &catalogue, webhooks: facts.Webhooks}
	for name, h := range facts.Hosts {
		c.hostNames = append(c.hostNames, name)
		for _, op := range h.Operations {
			if op.Body == nil {
				continue
			}
			op.byAction = map[string]*element{}
			var actions []string
			for _, e := range op.Body.Elements {
				e.order = make(map[string]int, len(e.Members))
				for i, m := range e.Members {
					e.order[m] = i
				}
				e.label = op.Label
				if e.Value != nil {
					e.label = fmt.Sprintf("%s %s=%s", op.Label, *op.Body.Discriminator, *e.Value)
					op.byAction[*e.Value] = e
					actions = append(actions, *e.Value)
				}
			}
			op.actions = strings.Join(actions, ", ")
		}
	}
	sort.Strings(c.hostNames)
	find := func(host string, method, p *string, action *actionRef) (*element, error) {
		h := facts.Hosts[host]
		if h == nil || method == nil || p == nil {
			return nil, nil
		}
		for _, op := range h.Operations {
			if op.Method != *method || op.Path != *p || op.Body == nil {
				continue
			}
			if action == nil {
				if len(op.Body.Elements) != 1 {
					return nil, fmt.Errorf("gateway: %s has action branches but the recipe names none", op.Label)
				}
				return op.Body.Elements[0], nil
			}
			if e := op.byAction[action.Value]; e != nil {
				return e, nil
			}
		}
		return nil, fmt.Errorf("gateway: recipes.json names %s %s %s, which facts.json does not have", host, *method, *p)
	}
	for _, r := range recipes.Recipes {
		a, ok := algorithms[r.Algorithm]
		if !ok {
			return nil, fmt.Errorf("gateway: recipe %s names the algorithm %q, which this layer does not implement", r.ID, r.Algorithm)
		}
		r.algorithm = a
		e, err := find(r.Host.Name, &r.Method, &r.Path, r.Action)
		if err != nil {
			return nil, err
		}
		if e == nil {
			return nil, fmt.Errorf("gateway: recipe %s: no such element in facts.json", r.ID)
		}
		names := make([]string, len(r.Fields))
		for i, f := range r.Fields {
			names[i] = f.Name
		}
		r.label = strings.Join(names, " + ") + " + password"
		e.recipes = append(e.recipes, r)
	}
	for _, w := range recipes.WithoutRecipe {
		e, err := find(w.Host.Name, w.Method, w.Path, w.Action)
		if err != nil {
			return nil, err
		}
		if e != nil {
			e.without = append(e.without, w)
		}
	}
	var err error
	if err = c.loadCatalogue(); err != nil {
		return nil, err
	}
	if c.schemaDoc, err = contractFS.ReadFile("contract/webhooks.json"); err != nil {
		return nil, err
	}
	var doc struct {
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	if err := json.Unmarshal(c.schemaDoc, &doc); err != nil {
		return nil, fmt.Errorf("gateway: embedded contract/webhooks.json: %w", err)
	}
	for _, w := range c.webhooks {
		if _, ok := doc.Defs[w]; !ok {
			return nil, fmt.Errorf("gateway: embedded contract/webhooks.json has no $defs/%s", w)
		}
	}
	return c, nil
}

// Hosts lists the hosts of the contract by name.
func Hosts() []Host {
	out := make([]Host, len(contract.hostNames))
	for i, n := range contract.hostNames {
		out[i] = Host(n)
	}
	return out
}
