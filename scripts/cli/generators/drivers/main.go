// npm run generators: the Go client of openapi-generator, driven (scripts/cli/generators/clients.mjs).
// Input: a JSON file with `wire` (cases to send to a capture server), `sandbox` (a CAPTURE to send twice, or
// null) and `apis` (per host: the API service field, the request builder's method, each wire name's setter).
// The builder's setters are called by reflection. Prints one JSON line: the sandbox's two answers.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"reflect"

	// IMPORTS
)

var clients = map[string]func(url string) interface{}{
	// CLIENTS
}

type Case struct {
	Host  string      `json:"host"`
	URL   string      `json:"url"`
	Pairs [][2]string `json:"pairs"`
}

type API struct {
	Service string            `json:"service"`
	Method  string            `json:"method"`
	Setters map[string]string `json:"setters"`
}

type Input struct {
	Wire    []Case         `json:"wire"`
	Sandbox *Case          `json:"sandbox"`
	APIs    map[string]API `json:"apis"`
}

func call(in Input, c Case) (interface{}, *http.Response, error) {
	api := in.APIs[c.Host]
	client := reflect.ValueOf(clients[c.Host](c.URL)).Elem()
	req := client.FieldByName(api.Service).MethodByName(api.Method).Call([]reflect.Value{reflect.ValueOf(context.Background())})[0]
	for _, p := range c.Pairs {
		setter, ok := api.Setters[p[0]]
		if !ok {
			panic(fmt.Sprintf("%s: the request builder has no setter for %s", c.Host, p[0]))
		}
		m := req.MethodByName(setter)
		arg := reflect.New(m.Type().In(0)).Elem()
		if err := json.Unmarshal([]byte(fmt.Sprintf("%q", p[1])), arg.Addr().Interface()); err != nil {
			panic(fmt.Sprintf("%s: %s=%s does not fit %s", c.Host, p[0], p[1], arg.Type()))
		}
		req = m.Call([]reflect.Value{arg})[0]
	}
	out := req.MethodByName("Execute").Call(nil)
	var err error
	if e := out[2].Interface(); e != nil {
		err = e.(error)
	}
	resp, _ := out[1].Interface().(*http.Response)
	return out[0].Interface(), resp, err
}

func main() {
	raw, _ := os.ReadFile(os.Args[1])
	var in Input
	if err := json.Unmarshal(raw, &in); err != nil {
		panic(err)
	}
	for _, c := range in.Wire {
		call(in, c)
	}
	result := map[string]interface{}{}
	if in.Sandbox != nil {
		answer := func() map[string]interface{} {
			v, resp, err := call(in, *in.Sandbox)
			status := 0
			if resp != nil {
				status = resp.StatusCode
			}
			if err != nil {
				// A documented error status: the client's GenericOpenAPIError carries the decoded model.
				modeled, ok := err.(interface{ Model() interface{} })
				if !ok || modeled.Model() == nil {
					return map[string]interface{}{"status": status, "threw": err.Error()}
				}
				model := modeled.Model()
				body, _ := json.Marshal(model)
				fields := map[string]interface{}{}
				json.Unmarshal(body, &fields)
				return map[string]interface{}{"status": status, "type": reflect.TypeOf(model).Name(), "error_code": fields["error_code"], "error_message": fields["error_message"], "how": "GenericOpenAPIError.Model()"}
			}
			body, _ := json.Marshal(v)
			fields := map[string]interface{}{}
			json.Unmarshal(body, &fields)
			return map[string]interface{}{"status": status, "type": reflect.TypeOf(v).String(), "trans_id": fields["trans_id"]}
		}
		result["sandbox"] = map[string]interface{}{"first": answer(), "second": answer()}
	}
	line, _ := json.Marshal(result)
	fmt.Println(string(line))
}
