// std::string, std::vector and iostream around a target region: libstdc++'s own code.
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>

int main() {
  std::vector<int> v;
  for (int i = 0; i < 10; i++)
    v.push_back((i * 7) % 10);
  int *p = v.data();
  int n = static_cast<int>(v.size());
#pragma omp target map(tofrom: p[0:n])
  for (int i = 0; i < n; i++)
    p[i] += 100;
  std::sort(v.begin(), v.end());
  std::string s = "mapped:";
  for (int x : v)
    s += std::to_string(x) + ",";
  s.pop_back();
  std::string tail = s.substr(s.find(':') + 1, 7);
  std::cout << s << "\n" << tail << " " << s.size() << " " << (s.rfind("109") != std::string::npos)
            << std::endl;
  return 0;
}
